import Observation

/// Whether the user is editing a view's content, like SwiftUI's
/// `EditMode`, read and written through `@Environment(\.editMode)` and
/// toggled by ``EditButton``.
///
/// The terminal mapping: in edit mode a `List` built from content shows a
/// red `⊖` before rows it can delete and a `≡` after rows it can move; its
/// rows are deleted (Delete) and moved (Alt-Up, Alt-Down) in every mode,
/// the keyboard having no other way to them. Views that read the mode see
/// it change as in SwiftUI.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe on iOS).
  case transient
  /// Editing.
  case active

  /// Whether the mode is one of editing: `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

/// The edit mode a screen of a `NavigationStack` keeps, as the navigation
/// of an iOS app does: views on the screen and its toolbar share it.
@Observable
final class EditModeStore {
  var mode = EditMode.inactive

  /// A binding to the mode, for `\.editMode`.
  var binding: Binding<EditMode> {
    Binding(get: { self.mode }, set: { self.mode = $0 })
  }
}

struct EditModeBindingKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

struct EditModeStoreKey: EnvironmentKey {
  static var defaultValue: EditModeStore? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the view's context, like SwiftUI's `editMode`: set
  /// with `.environment(\.editMode, $mode)`, else the one of the
  /// `NavigationStack` screen the view is on (starting `.inactive`), nil
  /// outside one.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeBindingKey.self] ?? self[EditModeStoreKey.self]?.binding }
    set { self[EditModeBindingKey.self] = newValue }
  }

  /// The edit mode a navigation screen keeps, given to the views on it.
  var editModeStore: EditModeStore? {
    get { self[EditModeStoreKey.self] }
    set { self[EditModeStoreKey.self] = newValue }
  }
}
