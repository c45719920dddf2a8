import TermBridgeTerminal

/// A button that toggles the edit mode of its context, like SwiftUI's
/// `EditButton`: labelled "Edit" while the environment's ``EditMode`` is
/// inactive, "Done" while it is editing. In a `.toolbar` it is a button
/// of the navigation bar, as in SwiftUI.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An Edit button for the environment's edit mode.
  public init() {}

  /// A `Button` titled Edit or Done.
  public var body: some View {
    let mode = editMode
    Button(EditButton.title(for: mode)) { EditButton.toggle(mode) }
  }

  /// "Done" while editing, else "Edit".
  static func title(for mode: Binding<EditMode>?) -> String {
    mode?.wrappedValue.isEditing == true ? "Done" : "Edit"
  }

  /// Flips the mode between `.inactive` and `.active`.
  static func toggle(_ mode: Binding<EditMode>?) {
    guard let mode else { return }
    mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
  }
}

/// An ``EditButton`` as a toolbar sees it: its title and action for the
/// edit mode of the toolbar's screen.
struct ResolvedEditButton: ButtonParts {
  let mode: Binding<EditMode>?
  var buttonTitle: String { EditButton.title(for: mode) }
  var buttonRole: ButtonRole? { nil }
  var buttonAction: @MainActor () -> Void {
    let mode = self.mode
    return { EditButton.toggle(mode) }
  }
  var buttonShortcut: KeyEvent? { nil }
}
