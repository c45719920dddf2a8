import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A speaker control written as Scrumdinger writes it.
struct SpeakerControls: View {
  let log: AlertLog
  @State var value = 60

  var body: some View {
    VStack(spacing: 0) {
      Button("▶") { log.entries.append("next") }
        .accessibilityLabel(Text("Next speaker"))
        .accessibilityHint("Skips to the next speaker")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: "Skip") { log.entries.append("skipped") }
        .accessibilityIdentifier("next")
      Text("\(value)%")
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(value) percent")
        .accessibilityElement(children: .ignore)
        .accessibilityRemoveTraits(.isImage)
        .accessibilitySortPriority(2)
      Text("decoration").accessibilityHidden(true)
      Text("plain")
    }
  }
}

extension TerminalSuites {
  /// SwiftUI's accessibility modifiers, stored on the widgets.
  @MainActor
  @Suite struct AccessibilityModifierTests {
    @Test func modifiersAreStoredOnTheWidgetsAndFoundByLabel() throws {
      let log = AlertLog()
      try TermPilot.run(SpeakerControls(log: log), width: 30, height: 5) { pilot in
        let next = try #require(pilot.view(labelled: "Next speaker"))
        #expect(next is TermButton)
        #expect(next.accessibilityIdentifier == "next")
        #expect(next.accessibility.hint == "Skips to the next speaker")
        #expect(next.accessibility.traits == .isButton)
        #expect(next.accessibilityPerformAction(named: "Skip"))
        #expect(!next.accessibilityPerformAction(named: "Other"))
        #expect(log.entries == ["skipped"])

        let time = try #require(pilot.view(labelled: "Time remaining"))
        #expect(time.accessibility.value == "60 percent")
        #expect(time.accessibility.children == .ignore)
        #expect(time.accessibility.removedTraits == .isImage)
        #expect(time.accessibility.sortPriority == 2)

        #expect(pilot.view(labelled: "missing") == nil)
        #expect(pilot.screenText.contains("decoration"))
      }
    }

    @Test func hiddenAndUnsetValuesAreOnTheRightWidgets() throws {
      try withHostedView(SpeakerControls(log: AlertLog()), width: 30, height: 5) { _, host, _ in
        let labels = allViews(TermLabel.self, in: host)
        let decoration = try #require(labels.first { $0.text == "decoration" })
        let plain = try #require(labels.first { $0.text == "plain" })
        #expect(decoration.accessibility.isHidden)
        #expect(plain.accessibility == TermAccessibility())
      }
    }

    @Test func theInnermostModifierWinsAndLeavingRestoresTheOuter() throws {
      struct Nested: View {
        @State var inner = true
        var body: some View {
          VStack(spacing: 0) {
            Group {
              if inner {
                Text("x").accessibilityLabel("inner")
              } else {
                Text("x")
              }
            }
            .accessibilityLabel("outer")
            Button("Toggle") { inner.toggle() }
          }
        }
      }
      try withHostedView(Nested(), width: 20, height: 2) { app, host, _ in
        let label = try #require(findView(TermLabel.self, in: host))
        #expect(label.accessibility.label == "inner")
        app.handle([.key(KeyEvent(.enter))])
        let after = try #require(allViews(TermLabel.self, in: host).first { $0.text == "x" })
        #expect(after.accessibility.label == "outer")
      }
    }

    @Test func childBehavioursAndActionKindsAreSwiftUIs() {
      #expect(AccessibilityChildBehavior.combine.behavior == .combine)
      #expect(AccessibilityChildBehavior.contain.behavior == .contain)
      #expect(AccessibilityActionKind.default.name == "default")
      #expect(AccessibilityActionKind(named: Text("Skip")).name == "Skip")
      let traits: AccessibilityTraits = [.isHeader, .isSelected]
      var accessibility = TermAccessibility()
      accessibility.addedTraits = traits
      accessibility.removedTraits = .isSelected
      #expect(accessibility.traits == .isHeader)
    }
  }
}
