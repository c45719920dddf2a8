/// Whether a view is presented, and how to dismiss it, like SwiftUI's
/// `PresentationMode` (read through `@Environment(\.presentationMode)`,
/// the form before `\.dismiss`): `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
  /// Whether the view is presented: in a sheet, a popover, a full-screen
  /// cover, or pushed on a `NavigationStack`.
  public private(set) var isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the presentation the view is in (closes the sheet, pops
  /// the pushed screen), as ``DismissAction`` does; nothing happens when
  /// the view is not presented.
  @MainActor public mutating func dismiss() {
    guard isPresented else { return }
    isPresented = false
    dismissAction()
  }
}

struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the view is in a presentation (a sheet, a popover, a
  /// full-screen cover, a screen pushed on a `NavigationStack`), like
  /// SwiftUI's `isPresented`.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The view's presentation, like SwiftUI's `presentationMode`: a binding
  /// whose `dismiss()` ends it, as ``dismiss`` does.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
