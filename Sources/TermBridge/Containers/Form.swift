/// A column of controls and sections for settings and data entry, like
/// SwiftUI's `Form`.
///
/// The terminal mapping: the content leading-aligned in a scroll view,
/// inset by a column on each side, with a blank row between sections;
/// Tab moves through its controls.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The content in a vertical scroll view, leading-aligned and inset by a
  /// column each side, its sections a blank row apart.
  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) { content }
        .environment(\.sectionSpacing, 1)
        .cellPadding(.horizontal, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

/// Rows left blank after a `Section` (a `Form` separates its sections).
struct SectionSpacingKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  var sectionSpacing: Int {
    get { self[SectionSpacingKey.self] }
    set { self[SectionSpacingKey.self] = newValue }
  }
}
