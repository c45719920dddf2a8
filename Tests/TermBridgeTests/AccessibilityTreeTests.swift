import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A settings screen as an app writes it, for the accessibility tree.
struct AccessibilitySettingsScreen: View {
  @State var volume = 0.4
  @State var muted = false
  @State var name = "Ada"
  @State var presses = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Sound").accessibilityAddTraits(.isHeader)
      Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
      Toggle("Muted", isOn: $muted)
      TextField("Name", text: $name).accessibilityIdentifier("name-field")
      Button("Save \(presses)") { presses += 1 }.accessibilityHint("Saves the settings")
      HStack {
        Text("Ada")
        Text("36")
      }
      .accessibilityElement(children: .combine)
      Text("decoration").accessibilityHidden(true)
      HStack {
        Text("Left")
        Text("Right")
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier("pair")
      Text("Read first").accessibilitySortPriority(1)
    }
  }
}

@MainActor
@Suite struct AccessibilityTreeTests {
  @Test func eachKitWidgetHasItsRoleLabelValueAndTraits() {
    let button = TermButton(title: "OK")
    #expect(button.accessibilityRole == .button)
    #expect(button.accessibilityLabel == "OK")
    #expect(button.accessibilityTraits == .isButton)
    #expect(button.isAccessibilityElement)

    let toggle = TermSwitch(title: "Wi-Fi")
    toggle.isOn = true
    #expect(toggle.accessibilityRole == .toggle)
    #expect(toggle.accessibilityValue == "on")
    #expect(toggle.accessibilityTraits.contains(.isToggle))

    let slider = TermSlider(value: 40, maximumValue: 100)
    slider.title = "Volume"
    #expect(slider.accessibilityValue == "40 percent")

    let stepper = TermStepper(title: "Count", value: 3)
    #expect(stepper.accessibilityRole == .stepper)
    #expect(stepper.accessibilityValue == "3")

    let field = TermTextField(text: "secret", placeholder: "Password")
    #expect(field.accessibilityRole == .textField)
    #expect(field.accessibilityLabel == "Password")
    #expect(field.accessibilityValue == "secret")
    field.isSecureTextEntry = true
    #expect(field.accessibilityValue == "6 characters, secure")

    let text = TermLabel(text: "Hello")
    #expect(text.accessibilityRole == .staticText)
    #expect(TermLabel(text: "").isAccessibilityElement == false)
    #expect(TermView().isAccessibilityElement == false)
    let link = TermLinkButton(title: "Docs", url: "https://example.com")
    #expect(link.accessibilityRole == .link)
    #expect(link.accessibilityTraits == .isLink)
  }

  @Test func theUIKitPropertiesOverrideTheWidgetsOwn() {
    let button = TermButton(title: "▶")
    button.accessibilityLabel = "Play"
    button.accessibilityValue = "paused"
    button.accessibilityHint = "Starts the track"
    button.accessibilityIdentifier = "play"
    button.accessibilityTraits = [.isButton, .startsMediaSession]
    #expect(button.accessibility.label == "Play")
    #expect(button.accessibility.addedTraits == .startsMediaSession)
    button.accessibilityTraits = []
    #expect(button.accessibility.removedTraits == .isButton)
    #expect(button.accessibilityTraits == [])
    button.isAccessibilityElement = false
    let container = TermView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
    container.addSubview(button)
    #expect(container.accessibilityElements.isEmpty)
    button.accessibilityLabel = nil
    #expect(button.accessibilityLabel == "▶")
  }

  @Test func aKitTreeReadsElementsInOrderWithTheirFrames() throws {
    let root = TermView(frame: Rect(x: 0, y: 0, width: 30, height: 4))
    let title = TermLabel(text: "Settings")
    title.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let box = TermView(frame: Rect(x: 2, y: 1, width: 20, height: 3))
    let toggle = TermSwitch(title: "Dark")
    toggle.frame = Rect(x: 1, y: 1, width: 10, height: 1)
    let hidden = TermLabel(text: "gone")
    hidden.isHidden = true
    box.addSubview(toggle)
    box.addSubview(hidden)
    root.addSubview(title)
    root.addSubview(box)
    let elements = root.accessibilityElements
    #expect(elements.map(\.label) == ["Settings", "Dark"])
    #expect(elements[1].frame == Rect(x: 3, y: 2, width: 10, height: 1))
    #expect(elements[1].spokenDescription == "Dark, toggle, off")
    #expect(elements[1].activate())
    #expect(toggle.isOn)
  }

  @Test func theDeclarativeModifiersAndControlsMakeTheTree() throws {
    try TermPilot.run(AccessibilitySettingsScreen(), width: 40, height: 12) { pilot in
      try pilot.expectAccessibilityElement(labelled: "Sound", role: .header, traits: .isHeader)
      try pilot.expectAccessibilityElement(labelled: "Volume", role: .slider, value: "40 percent")
      try pilot.expectAccessibilityElement(labelled: "Muted", role: .toggle, value: "off")
      let field = try pilot.expectAccessibilityElement(
        identifier: "name-field", role: .textField, value: "Ada")
      #expect(field.label == "Name")
      let save = try pilot.expectAccessibilityElement(labelled: "Save 0", role: .button)
      #expect(save.hint == "Saves the settings")
      // Two texts combined are one element; a hidden one is not read.
      try pilot.expectAccessibilityElement(labelled: "Ada, 36", role: .staticText)
      #expect(pilot.accessibilityElement(labelled: "Ada") == nil)
      #expect(pilot.accessibilityElement(labelled: "decoration") == nil)
      // A contained group keeps its children.
      let pair = try pilot.expectAccessibilityElement(identifier: "pair", role: .group)
      #expect(pair.children.map(\.label) == ["Left", "Right"])
      // A higher sort priority is read first.
      #expect(pilot.accessibilityElements.first?.label == "Read first")
      #expect(pilot.accessibilityTreeDescription.contains("slider \"Volume\" = 40 percent"))

      // Values follow the state; activating works as a screen reader's double tap.
      try pilot.activate(labelled: "Muted")
      try pilot.expectAccessibilityElement(labelled: "Muted", value: "on")
      try pilot.activate(labelled: "Save 0")
      try pilot.expectAccessibilityElement(labelled: "Save 1")
      #expect(throws: TermPilot.Failure.self) {
        try pilot.expectAccessibilityElement(labelled: "Volume", value: "90 percent")
      }
      #expect(throws: TermPilot.Failure.self) { try pilot.expectAccessibilityElement(labelled: "Nope") }
    }
  }

  @Test func theFocusedElementFollowsTheKeys() throws {
    try TermPilot.run(AccessibilitySettingsScreen(), width: 40, height: 12) { pilot in
      #expect(pilot.focusedAccessibilityElement?.label == "Volume")
      try pilot.press("right")
      #expect(pilot.focusedAccessibilityElement?.value == "50 percent")
      try pilot.press("tab")
      #expect(pilot.focusedAccessibilityElement?.spokenDescription == "Muted, toggle, off")
      #expect(pilot.allAccessibilityElements.filter(\.isFocused).count == 1)
    }
  }

  @Test func aListIsAContainerOfRowsAndItsCurrentRowIsFocused() throws {
    struct Rows: View {
      var body: some View {
        List(["Fern", "Moss", "Ivy"], id: \.self) { Text($0) }
      }
    }
    try TermPilot.run(Rows(), width: 20, height: 6) { pilot in
      let list = try #require(pilot.accessibilityElements.first { $0.role == .list })
      #expect(list.children.map(\.label) == ["Fern", "Moss", "Ivy"])
      #expect(list.children.allSatisfy { $0.role == .row })
      try pilot.press("down")
      #expect(pilot.focusedAccessibilityElement?.role == .row)
      let focused = pilot.focusedAccessibilityElement?.label
      try pilot.press("down")
      #expect(pilot.focusedAccessibilityElement?.label != focused)
    }
  }

  @Test func aTabBarsTabsAreElementsThatSelect() throws {
    struct Tabs: View {
      var body: some View {
        TabView {
          Text("First page").tabItem { Text("One") }
          Text("Second page").tabItem { Text("Two") }
        }
      }
    }
    try TermPilot.run(Tabs(), width: 30, height: 6) { pilot in
      let bar = try #require(pilot.allAccessibilityElements.first { $0.role == .tabBar })
      #expect(bar.children.map(\.label) == ["One", "Two"])
      #expect(bar.children[0].traits.contains(.isSelected))
      try pilot.activate(labelled: "Two")
      #expect(pilot.screenText.contains("Second page"))
      try pilot.expectAccessibilityElement(labelled: "Two", role: .tab, traits: .isSelected)
    }
  }

  @Test func aDefaultAccessibilityActionIsWhatActivatingRuns() throws {
    struct Custom: View {
      @State var count = 0
      var body: some View {
        Text("Count \(count)").accessibilityAction { count += 1 }
      }
    }
    try TermPilot.run(Custom(), width: 20, height: 3) { pilot in
      try pilot.activate(labelled: "Count 0")
      #expect(pilot.screenText.contains("Count 1"))
    }
  }
}
