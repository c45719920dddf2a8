import TermBridgeTerminal

/// The state a cell hands its content configuration, like
/// `UICellConfigurationState`: configurations may look different when the
/// cell is selected.
public struct TermCellConfigurationState: Hashable, Sendable {
  /// Whether the cell's row is the list's selected row.
  public var isSelected: Bool
  /// Whether the cell and everything above it is enabled.
  public var isEnabled: Bool

  /// A state; the default is an unselected, enabled cell.
  public init(isSelected: Bool = false, isEnabled: Bool = true) {
    self.isSelected = isSelected
    self.isEnabled = isEnabled
  }
}

/// What a cell shows, as a value, like `UIContentConfiguration`: it makes
/// the view that shows it, and that view can later take newer
/// configurations of the same kind and update in place.
///
/// Set one as a cell's ``TermListCell/contentConfiguration``. Only
/// ``makeContentView()`` is required.
@MainActor
public protocol TermContentConfiguration {
  /// A new view showing this configuration. The cell sizes it to fill its
  /// bounds.
  func makeContentView() -> any TermView & TermContentView

  /// This configuration adjusted for a cell `state`; the default returns it
  /// unchanged (the cell's selection highlight already shows through the
  /// content view's background).
  func updated(for state: TermCellConfigurationState) -> Self
}

extension TermContentConfiguration {
  /// Returns the configuration unchanged.
  public func updated(for state: TermCellConfigurationState) -> Self { self }
}

/// A view made by a ``TermContentConfiguration``, like `UIContentView`.
@MainActor
public protocol TermContentView: AnyObject {
  /// The configuration shown; setting a newer one updates the view in place.
  var configuration: any TermContentConfiguration { get set }

  /// Whether the view can show `configuration` by assignment (else the cell
  /// makes a new view for it). The default accepts configurations of the
  /// same type as the current one.
  func supports(_ configuration: any TermContentConfiguration) -> Bool
}

extension TermContentView {
  /// Accepts configurations of the type currently shown.
  public func supports(_ configuration: any TermContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}
