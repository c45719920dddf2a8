import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A screen with a border, a divider and three controls.
struct ScreenReaderScreen: View {
  @State var volume = 0.4
  @State var muted = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      GroupBox("Sound") {
        Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
        Toggle("Muted", isOn: $muted)
      }
      Divider()
      Button("Done") {}
    }
  }
}

@MainActor
@Suite struct ScreenReaderModeTests {
  /// Box drawing characters on the screen.
  private func boxDrawing(in text: String) -> [Character] {
    text.filter { $0.unicodeScalars.contains { (0x2500..<0x2580).contains($0.value) } }.map { $0 }
  }

  @Test func focusAndValueChangesAreAnnouncedOnTheLastRow() throws {
    try TermPilot.run(AccessibilitySettingsScreen(), width: 40, height: 12) { pilot in
      #expect(pilot.announcements.isEmpty)
      pilot.app.isScreenReaderModeEnabled = true
      pilot.app.render()
      #expect(pilot.announcements == ["Volume, slider, 40 percent"])
      #expect(pilot.screen.rows().last?.hasPrefix("Volume, slider, 40 percent") == true)

      try pilot.press("right")
      #expect(pilot.announcements.last == "Volume, slider, 50 percent")
      try pilot.press("tab")
      #expect(pilot.announcements.last == "Muted, toggle, off")
      try pilot.press("space")
      #expect(pilot.announcements.last == "Muted, toggle, on")
      try pilot.press("tab")
      #expect(pilot.announcements.last == "Name, text field, Ada")
      try pilot.press("tab")
      #expect(pilot.announcements.last == "Save 0, button")
      #expect(pilot.screen.rows().last?.hasPrefix("Save 0, button") == true)
      // A frame that changes nothing announces nothing.
      let count = pilot.announcements.count
      pilot.app.setNeedsFrame()
      pilot.app.render()
      #expect(pilot.announcements.count == count)
    }
  }

  @Test func theCursorSitsOnTheFocusedControlsLabel() throws {
    try TermPilot.run(AccessibilitySettingsScreen(), width: 40, height: 12) { pilot in
      pilot.app.isScreenReaderModeEnabled = true
      pilot.app.render()
      // On the slider's label, not on its thumb.
      let slider = try #require(pilot.focusedAccessibilityElement)
      #expect(pilot.screen.renderedCursor == slider.frame.origin)
      #expect(pilot.screen.rows()[slider.frame.minY].dropFirst(slider.frame.minX).hasPrefix("Volume"))
      try pilot.press("tab")
      let toggle = try #require(pilot.focusedAccessibilityElement)
      let cursor = try #require(pilot.screen.renderedCursor)
      #expect(cursor.y == toggle.frame.minY)
      // After the switch, on the label's first letter.
      let row = pilot.screen.rows()[cursor.y]
      #expect(Array(row)[cursor.x] == "M")
      // In a field, the cursor is the field's own caret.
      try pilot.press("tab")
      let field = try #require(pilot.focusedAccessibilityElement)
      #expect(field.role == .textField)
      #expect(pilot.screen.renderedCursor == Point(x: field.frame.minX + 3, y: field.frame.minY))
    }
  }

  @Test func boxDrawingIsPlainWhileTheModeIsOn() throws {
    try TermPilot.run(ScreenReaderScreen(), width: 40, height: 12) { pilot in
      #expect(!boxDrawing(in: pilot.screenText).isEmpty)
      pilot.app.isScreenReaderModeEnabled = true
      pilot.app.render()
      #expect(boxDrawing(in: pilot.screenText).isEmpty)
      #expect(pilot.screenText.contains("+-"))
      #expect(pilot.screenText.contains("|"))
      pilot.app.isScreenReaderModeEnabled = false
      pilot.app.render()
      #expect(!boxDrawing(in: pilot.screenText).isEmpty)
      #expect(pilot.screen.rows().last?.contains("Volume") != true)
    }
  }

  @Test func glyphsOutsideBoxDrawingAreKept() {
    #expect(CellGlyph("─").plainLineDrawing == CellGlyph("-"))
    #expect(CellGlyph("║").plainLineDrawing == CellGlyph("|"))
    #expect(CellGlyph("╭").plainLineDrawing == CellGlyph("+"))
    #expect(CellGlyph("█").plainLineDrawing == CellGlyph("█"))
    #expect(CellGlyph("a").plainLineDrawing == CellGlyph("a"))
  }
}
