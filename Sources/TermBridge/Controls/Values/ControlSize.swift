import TermBridgeTerminal

/// How large controls are drawn, like SwiftUI's `ControlSize`. A terminal
/// control is a row of cells whatever its size: the value is kept in the
/// environment (``EnvironmentValues/controlSize``) and changes nothing drawn.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest controls.
  case mini
  /// Small controls.
  case small
  /// The default size.
  case regular
  /// Large controls.
  case large
  /// The largest controls.
  case extraLarge
}

struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The size of controls below, from `.controlSize(_:)`.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// Whether controls below hide their labels, from `.labelsHidden()`.
  package var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// The size of controls inside, like SwiftUI's `controlSize(_:)`:
  /// stored; a terminal control has one size.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.controlSize = controlSize }
  }

  /// Hides the labels of controls inside, like SwiftUI's `labelsHidden()`:
  /// stored in the environment; controls draw their labels still (listed
  /// on the porting page).
  public func labelsHidden() -> some View {
    EnvironmentModifierView(wrapped: self) { $0.labelsHidden = true }
  }
}
