import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative

/// A badge as a 2023 tutorial app previews it with `#Preview`.
struct PreviewedBadge: View {
  let name: String
  var body: some View { Label(name, systemImage: "star.fill") }
}

// The forms of `#Preview` apps write: plain, named, with statements and a
// `return`, and with traits. Each expands to nothing; each body is
// type-checked as a view builder, so this file builds only if they are.
#Preview {
  PreviewedBadge(name: "Plain")
}

#Preview("Named") {
  VStack {
    PreviewedBadge(name: "One")
    PreviewedBadge(name: "Two")
  }
}

#Preview {
  let names = ["A", "B"]
  return ForEach(names, id: \.self) { PreviewedBadge(name: $0) }
}

#Preview("Fixed", traits: .fixedLayout(width: 30, height: 4), .landscapeLeft) {
  PreviewedBadge(name: "Fixed")
}

#Preview(traits: .sizeThatFitsLayout) {
  PreviewedBadge(name: "Fits")
}

@Suite struct PreviewMacroTests {
  @Test func traitsCarryTheLayoutASnapshotWouldUse() {
    #expect(
      PreviewTrait<Preview.ViewTraits>.fixedLayout(width: 30, height: 4).layout
        == .fixed(width: 30, height: 4))
    #expect(PreviewTrait<Preview.ViewTraits>.sizeThatFitsLayout.layout == .sizeThatFits)
    #expect(PreviewTrait<Preview.ViewTraits>.defaultLayout.layout == .device)
    #expect(PreviewTrait<Preview.ViewTraits>.portrait.layout == nil)
  }
}
