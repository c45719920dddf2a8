import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Built outside the main actor, as SwiftUI allows: `Image`'s initializers
/// are not isolated.
enum ImageBadges {
  static func star() -> Image { Image(systemName: "star").renderingMode(.template) }
}

extension Image {
  /// An `extension Image` of an app's own.
  static let favourite = Image(systemName: "heart.fill")
}

/// An image kept as a stored property, as apps' model views do.
struct ImageCard: View {
  var image: Image
  var title: String

  var body: some View {
    HStack(spacing: 1) {
      image.resizable().scaledToFit().frame(width: 6, height: 3)
      Text(title)
    }
  }
}

extension TerminalSuites {
  /// `Image`: symbols drawn as glyphs, asset images as placeholders, and
  /// the modifiers apps apply to them.
  @MainActor
  @Suite struct ImageTests {
    @Test func everyGlyphOfTheTableIsOneCell() {
      for name in SystemImage.names {
        let glyph = SystemImage.glyph(for: name) ?? ""
        #expect(DisplayWidth.of(glyph) == 1, "\(name): \(glyph)")
      }
      #expect(SystemImage.names.count >= 300)
      #expect(DisplayWidth.of(SystemImage.fallbackGlyph) == 1)
    }

    @Test func variantsFollowTheirBaseSymbolByRule() {
      #expect(SystemImage.glyph(for: "star") == "☆")
      #expect(SystemImage.glyph(for: "star.fill") == "★")
      #expect(SystemImage.glyph(for: "star.circle.fill") == "☆")
      #expect(SystemImage.glyph(for: "person.crop.circle.fill") == "☻")
      #expect(SystemImage.glyph(for: "trash.fill") == "⌫")
      #expect(SystemImage.glyph(for: "arrow.down.circle.fill") == "↓")
      #expect(SystemImage.glyph(for: "chevron.right.circle") == "›")
      #expect(SystemImage.glyph(for: "a.circle") == "a")
      #expect(SystemImage.glyph(for: "7.square.fill") == "7")
      #expect(SystemImage.glyph(for: "no.such.symbol") == nil)
      #expect(SystemImage.glyph(for: "no.such.symbol", variants: .none) == "◌")
      #expect(SystemImage.glyph(for: "heart", variants: .fill) == "♥")
      #expect(SystemImage.glyph(for: "xmark", variants: .circle.fill) == "✖")
      #expect(SystemImage.glyph(for: "eye", variants: .slash) == "⊘")
      #expect(SymbolVariants.circle.fill.contains(.fill))
      #expect(!SymbolVariants.circle.contains(.fill))
    }

    @Test func symbolsPlaceholdersAndLabelsSnapshot() throws {
      struct Gallery: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
              Image(systemName: "star")
              Image(systemName: "star.fill")
              Image(systemName: "heart").symbolVariant(.fill)
              Image(systemName: "trash")
              Image(systemName: "gear").imageScale(.large)
              Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.multicolor)
              Image(systemName: "exclamationmark.triangle").foregroundColor(.yellow)
              Image(systemName: "no.such.symbol")
            }
            Label("Inbox", systemImage: "tray")
            Label {
              Text("Custom")
            } icon: {
              Image(systemName: "folder.fill")
            }
            HStack(spacing: 1) {
              Image("Photo")
              Text("asset")
              Image(decorative: "Divider")
              Text("decorative")
            }
            ImageCard(image: Image("Landscape"), title: "resizable, fit")
          }
        }
      }
      try withHostedView(Gallery(), width: 30, height: 8) { _, _, screen in
        if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "image-gallery") {
          Issue.record(Comment(rawValue: message))
        }
        let rows = screen.rows()
        #expect(rows[0].contains("☆ ★ ♥ ⌫ ⚙ ✔ ⚠ ◌"))
        #expect(!rows.joined().contains("Photo"))
        #expect(!rows.joined().contains("symbol"))
      }
    }

    @Test func anAssetImageIsAPlaceholderNamedForAccessibility() throws {
      struct Images: View {
        var body: some View {
          HStack {
            Image("Photo")
            Image(decorative: "Divider")
            Image("Logo", label: Text("Company logo"))
            Image(systemName: "star")
          }
        }
      }
      try withHostedView(Images(), width: 30, height: 1) { _, host, _ in
        var names: [String?] = []
        @MainActor func visit(_ view: TermView) {
          if let image = view as? TermImageView { names.append(image.imageName) }
          for subview in view.subviews { visit(subview) }
        }
        visit(host)
        #expect(names == ["Photo", nil, "Company logo", "star"])
      }
    }

    @Test func resizableImagesFitAndFillTheirFrames() throws {
      struct Frames: View {
        var body: some View {
          HStack(alignment: .top, spacing: 1) {
            Image("A").resizable().frame(width: 5, height: 2)
            Image("B").resizable().aspectRatio(contentMode: .fit).frame(width: 10, height: 3)
            Image("C").resizable().aspectRatio(1, contentMode: .fit).frame(width: 10, height: 2)
            Image("D").frame(width: 5, height: 2)
          }
        }
      }
      try withHostedView(Frames(), width: 40, height: 3) { _, _, screen in
        let rows = screen.rows()
        // Centred in 40 columns. A: 5x2 filled. B: the 2:1 placeholder
        // fitted in 10x3 is 6x3. C: ratio 1 in points is 2 columns a row:
        // 4x2 in 10x2. D: its natural 2x1 in a 5x2 frame.
        #expect(rows[0] == "   ░░░░░   ░░░░░░      ░░░░     ░░      ")
        #expect(rows[1] == "   ░░░░░   ░░░░░░      ░░░░             ")
        #expect(rows[2] == "           ░░░░░░                       ")
      }
    }

    @Test func aspectRatioLaysOutAnyView() {
      let layout = AspectRatioLayout(ratio: 2, contentMode: .fit)
      final class Fixed: LayoutItem {
        func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
          proposal.replacingUnspecifiedDimensions(by: Size(width: 3, height: 1))
        }
        func place(in rect: Rect) {}
        var layoutPriority: Double { 0 }
        var isSpacer: Bool { false }
        func setHidden(_ hidden: Bool) {}
      }
      let child = Fixed()
      // Ratio 2 in points: 4 columns a row.
      #expect(
        layout.sizeThatFits(ProposedViewSize(width: 40, height: 5), children: [child])
          == Size(width: 20, height: 5))
      #expect(
        layout.sizeThatFits(ProposedViewSize(width: 8, height: 5), children: [child])
          == Size(width: 8, height: 2))
      layout.contentMode = .fill
      #expect(
        layout.sizeThatFits(ProposedViewSize(width: 8, height: 5), children: [child])
          == Size(width: 20, height: 5))
      #expect(
        layout.sizeThatFits(ProposedViewSize(width: 8, height: nil), children: [child])
          == Size(width: 8, height: 2))
      let scaled = AspectRatioLayout(ratio: nil, contentMode: .fit)
      #expect(
        scaled.sizeThatFits(ProposedViewSize(width: 30, height: 2), children: [child])
          == Size(width: 6, height: 2))
    }

    @Test func imageValuesKeepWhatTheyAreGiven() {
      let image = Image("Photo", bundle: nil).resizable(capInsets: EdgeInsets(top: 1), resizingMode: .tile)
        .renderingMode(.original).interpolation(.none).antialiased(false).symbolRenderingMode(.palette)
      #expect(image.isResizable && image.resizingMode == .tile && image.capInsets.top == 1)
      #expect(image.templateRenderingMode == .original && image.interpolationQuality == .none)
      #expect(!image.isAntialiased && image.ownSymbolRenderingMode == .palette)
      #expect(ImageBadges.star() == Image(systemName: "star").renderingMode(.template))
      #expect(Image.favourite.plainGlyph == "♥")
      let label: Label<Text, Image> = Label("Star", systemImage: "star")
      #expect(labelParts(of: label).icon == "☆")
      let asset: Label<Text, Image> = Label("Photo", image: "Photo")
      #expect(labelParts(of: asset).icon == nil)
    }

    @Test func environmentValuesSetByTheImageModifiers() throws {
      struct Reader: View {
        @Environment(\.imageScale) var scale
        @Environment(\.symbolRenderingMode) var mode
        @Environment(\.symbolVariants) var variants
        var body: some View {
          Text("\(scale) \(mode == .hierarchical) \(variants == SymbolVariants.circle.fill)")
        }
      }
      let view = Reader().imageScale(.small).symbolRenderingMode(.hierarchical).symbolVariant(.fill)
        .symbolVariant(.circle)
      try withHostedView(view, width: 30, height: 1) { _, _, screen in
        #expect(screen.rows()[0].contains("small true true"))
      }
    }
  }
}
