import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fonts and weights, italic, underline and strikethrough, the
/// hierarchical styles, the named colours and a `Link`.
struct TextStyleGallery: View {
  private static let colors: [(String, Color)] = [
    ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
    ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
    ("pink", .pink), ("brown", .brown),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Fonts") {
        HStack {
          Text("Large title").font(.largeTitle)
          Text("Body").font(.body)
          Text("Caption").font(.caption)
        }
        HStack {
          Text("Bold").bold()
          Text("Light").fontWeight(.light)
          Text("Italic").italic()
          Text("Underline").underline()
          Text("Strike").strikethrough()
        }
      }
      GallerySection(title: "Styles") {
        HStack {
          Text("Primary").foregroundStyle(.primary)
          Text("Secondary").foregroundStyle(.secondary)
          Text("Tertiary").foregroundStyle(.tertiary)
          Text("Accent").foregroundStyle(.accentColor)
        }
      }
      GallerySection(title: "Colours") {
        HStack {
          ForEach(Self.colors.prefix(6), id: \.0) { name, color in Text(name).foregroundStyle(color) }
        }
        HStack {
          ForEach(Self.colors.suffix(6), id: \.0) { name, color in Text(name).foregroundStyle(color) }
        }
        HStack(spacing: 0) {
          ForEach(0..<24, id: \.self) { step in
            Text("██").foregroundStyle(Color(hue: Double(step) / 24, saturation: 0.8, brightness: 0.9))
          }
        }
      }
      GallerySection(title: "Links") {
        Link("TermBridge on the web", destination: URL(string: "https://example.com/termbridge")!)
      }
    }
  }
}
