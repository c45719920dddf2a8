import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// A recipe tile as a 2023 sample app writes it: shapes by their static
/// names where a shape is expected.
struct StaticShapeTile: View {
  private var imageShape: RoundedRectangle { .rect(cornerRadius: 20) }

  var body: some View {
    VStack(spacing: 0) {
      Text("Tile").frame(width: 8, height: 1).clipShape(.rect(cornerRadius: 2)).contentShape(.circle)
      imageShape.stroke().frame(width: 8, height: 3)
      ContainerRelativeShape().stroke().frame(width: 8, height: 3).containerShape(.rect(cornerRadius: 2))
    }
  }
}

/// The same tile with the shapes' own initializers.
struct InitializedShapeTile: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("Tile").frame(width: 8, height: 1).clipShape(RoundedRectangle(cornerRadius: 2)).contentShape(
        Circle())
      RoundedRectangle(cornerRadius: 20).stroke().frame(width: 8, height: 3)
      Rectangle().stroke().frame(width: 8, height: 3)
    }
  }
}

@MainActor
@Suite struct ShapeStaticMemberTests {
  @Test func staticNamesAreTheShapesTheyName() {
    let rounded: RoundedRectangle = .rect(cornerRadius: 20)
    #expect(rounded.cornerSize.width == 20)
    #expect(Capsule.capsule(style: .circular).style == .circular)
    let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 4)
    #expect(uneven.cornerRadii.topLeading == 4)
    func kind<S: Shape>(_ shape: S) -> String { "\(S.self)" }
    #expect(kind(.rect) == "Rectangle")
    #expect(kind(.circle) == "Circle")
    #expect(kind(.ellipse) == "Ellipse")
    #expect(kind(.capsule) == "Capsule")
    #expect(kind(.containerRelative) == "ContainerRelativeShape")
  }

  @Test func aTileWithStaticShapesDrawsAsOneWithInitializers() throws {
    let named = try withHostedView(StaticShapeTile(), width: 10, height: 7) { _, _, screen in screen.rows() }
    let initialized = try withHostedView(InitializedShapeTile(), width: 10, height: 7) { _, _, screen in
      screen.rows()
    }
    #expect(named == initialized)
    #expect(named[0].contains("Tile"))
    #expect(named[1].contains("╭") && named[4].contains("┌"), "\(named)")
  }
}
