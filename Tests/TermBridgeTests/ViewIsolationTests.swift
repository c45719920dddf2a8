import Testing

@testable import TermBridge

// Value views made outside the main actor, as SwiftUI code does (these
// declarations are the test: in Swift 6 mode they compile only if the
// initialisers are not isolated).

/// Views made by static functions of a non-isolated type.
enum Badges {
  static func star() -> Label<Text, Image> { Label("Star", systemImage: "star") }
  static func caption() -> Text { Text("Caption") }
  static let accent = Color.red
}

/// A non-view struct keeping shapes and views in stored properties.
struct BadgeParts {
  let shape: some Shape = Capsule()
  let corner = RoundedRectangle(cornerRadius: 4)
  let gap = Spacer(minLength: 2)
  let rule = Divider()
  nonisolated var title: Label<Text, Image> { Label("Title", image: "title") }
  nonisolated var words: Text { Text(verbatim: "words") }
}

extension TerminalSuites {
  @MainActor
  @Suite struct ViewIsolationTests {
    @Test func valueViewsAreMadeOffTheMainActor() async {
      // Made on another thread; described by reflection, which needs no
      // isolation either.
      let made = await Task.detached { () -> [String] in
        let parts = BadgeParts()
        let views: [Any] = [
          Badges.caption(), parts.words, Badges.star(), parts.title, parts.shape, parts.gap, parts.rule,
        ]
        return views.map { String(describing: $0) }
      }.value
      #expect(made[0].contains("\"Caption\""))
      #expect(made[1].contains("\"words\""))
      #expect(made[2].contains("\"Star\""))
      #expect(made[3].contains("\"Title\""))
      #expect(made[4].hasPrefix("Capsule"))
      #expect(made[5].hasPrefix("Spacer(minLength: 2"))
      #expect(made[6].hasPrefix("Divider"))
    }

    @Test func viewsMadeOffTheMainActorDraw() throws {
      let view = VStack(alignment: .leading, spacing: 0) {
        Badges.star()
        BadgeParts().title
        Badges.caption().foregroundColor(Badges.accent)
      }
      try withHostedView(view, width: 20, height: 3) { _, _, screen in
        #expect(screen.rows()[0].contains("Star"))
        #expect(screen.rows()[1].contains("Title"))
        #expect(screen.rows()[2].contains("Caption"))
      }
    }

    @Test func shapesAreSendable() {
      func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
      #expect(isSendable(Capsule.self) && isSendable(RoundedRectangle.self) && isSendable(Color.self))
    }
  }
}
