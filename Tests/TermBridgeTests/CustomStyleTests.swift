import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

// The styles below are SwiftUI code as an app writes it.

struct PillButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 1)
      .background(configuration.isPressed ? Color.blue : Color.gray)
      .foregroundStyle(configuration.role == .destructive ? .red : .primary)
  }
}

struct TapTwice: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(action: configuration.trigger) { configuration.label.bold() }
  }
}

struct CheckStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Text(configuration.isOn ? "[x]" : "[ ]")
        configuration.label
      }
    }
  }
}

/// A button style that writes its label between angle brackets.
struct AngleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      configuration.label
      Text(">")
    }
  }
}

struct BracketLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("{")
      configuration.title
      Text("|")
      configuration.icon
      Text("}")
    }
  }
}

struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.label
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
    }
  }
}

struct ColonLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      Text(": ")
      configuration.content
    }
  }
}

struct RuledGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label.bold()
      configuration.content.padding(.leading, 2)
    }
  }
}

@MainActor @Observable
final class CustomStyleModel {
  var log: [String] = []
  var wraps = false
}

/// One control of each custom style, the first button focused, one disabled.
struct CustomStyleScreen: View {
  let model: CustomStyleModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Save") { model.log.append("save") }.buttonStyle(PillButtonStyle())
      Button("Delete", role: .destructive) { model.log.append("delete") }.buttonStyle(PillButtonStyle())
      Button("Off") { model.log.append("off") }.buttonStyle(PillButtonStyle()).disabled(true)
      Button("Twice") { model.log.append("twice") }.buttonStyle(TapTwice())
      Toggle("Wrap", isOn: Binding(get: { model.wraps }, set: { model.wraps = $0 })).toggleStyle(CheckStyle())
      Label("Home", systemImage: "house").labelStyle(BracketLabelStyle())
      ProgressView("Copy", value: 0.5).progressViewStyle(PercentProgressStyle())
      LabeledContent("Version", value: "1.2").labeledContentStyle(ColonLabeledContentStyle())
      GroupBox("Box") { Text("inside") }.groupBoxStyle(RuledGroupBoxStyle())
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A custom-styled toggle of a `@State`.
struct StateCheckToggle: View {
  @State private var on = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Toggle("Flag", isOn: $on).toggleStyle(CheckStyle())
      Text(on ? "state: on" : "state: off")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Styles set around styles: the innermost wins, and a custom style's own
/// buttons take the style outside it.
struct NestedStyleScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Outer") {}
      Button("Inner") {}.buttonStyle(AngleButtonStyle())
      Button("Kit") {}.buttonStyle(.bordered)
      Button("Wrapped") {}.buttonStyle(TapTwice())
      Label("Title", systemImage: "house").labelStyle(.titleOnly)
      Label("Icon", systemImage: "house").labelStyle(.iconOnly)
      Label("Both", systemImage: "house")
    }
    .buttonStyle(PillButtonStyle())
    .labelStyle(BracketLabelStyle())
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Styles of an app's own (`ButtonStyle`, `PrimitiveButtonStyle`,
/// `ToggleStyle`, `LabelStyle`, `ProgressViewStyle`,
/// `LabeledContentStyle`, `GroupBoxStyle`): each draws its body, and the
/// controls still act.
@MainActor
@Suite struct CustomStyleTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
  private func click(_ x: Int, _ y: Int) -> [InputEvent] {
    [
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ]
  }
  private func trimmed(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func eachCustomStyleDrawsItsBody(width: Int, height: Int) throws {
    let model = CustomStyleModel()
    try withHostedView(CustomStyleScreen(model: model), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "custom-styles-\(width)x\(height)")
      #expect(
        Array(trimmed(screen)[0..<10]) == [
          "Save", "Delete", "Off", "Twice", "[ ] Wrap", "{Home|⌂}", "Copy 50 percent", "Version: 1.2",
          "Box",
          "inside",
        ])
      // The pill: gray, on reverse video while focused; the destructive one red.
      let focused = screen.cell(at: Point(x: 1, y: 0)).style
      #expect(focused.attributes.contains(.reverse))
      #expect(focused.background == .gray)
      let delete = screen.cell(at: Point(x: 1, y: 1)).style
      #expect(
        delete.foreground == .red && delete.background == .gray && !delete.attributes.contains(.reverse))
      #expect(screen.cell(at: Point(x: 1, y: 2)).style.attributes.contains(.dim), "disabled: dimmed")
      #expect(
        screen.cell(at: Point(x: 1, y: 3)).style.attributes.contains(.bold), "the primitive style's label")
      #expect(screen.cell(at: Point(x: 0, y: 8)).style.attributes.contains(.bold), "the group box's label")
    }
  }

  @Test func aCustomStyledButtonPressesWithEnterSpaceAndAClickAndNotWhileDisabled() throws {
    let model = CustomStyleModel()
    try withHostedView(CustomStyleScreen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle([key(.enter), key(.tab), .key(KeyEvent(.character(" ")))])
      #expect(model.log == ["save", "delete"])
      app.handle(click(2, 0))
      app.handle(click(2, 2))
      #expect(model.log == ["save", "delete", "save"], "the disabled one does nothing")
      // Tab goes past the disabled button to the primitive style's button.
      app.handle([key(.tab), key(.enter)])
      #expect(model.log == ["save", "delete", "save", "twice"])
      #expect(
        screen.cell(at: Point(x: 2, y: 3)).style.attributes.contains(.reverse), "its own button is focused")
    }
  }

  @Test func aCustomStyledButtonIsPressedWhileTheMouseButtonIsHeldOverIt() throws {
    let model = CustomStyleModel()
    try withHostedView(CustomStyleScreen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle([key(.tab)])  // Focus on Delete, so Save shows its own colours.
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .gray)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 0)))])
      expectSnapshot(screen, named: "custom-styles-pressed")
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .blue, "held down: pressed")
      #expect(model.log.isEmpty)
      // Dragged off, it is no longer pressed; back on, it is again.
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 20, y: 6)))])
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .gray)
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 3, y: 0)))])
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .blue)
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 3, y: 0)))])
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .gray, "let go: not pressed")
      #expect(model.log == ["save"])
      // Released elsewhere: not pressed, and no action.
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 0)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 30, y: 6)))])
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .gray)
      #expect(model.log == ["save"])
      // A key press runs the action and is never shown pressed.
      app.handle([.key(KeyEvent(.tab, modifiers: .shift)), key(.enter)])
      #expect(screen.cell(at: Point(x: 2, y: 0)).style.background == .gray)
      #expect(model.log == ["save", "save"])
    }
  }

  @Test func aPrimitiveStyleGetsTheRawTriggerWhichDoesNothingWhileDisabled() throws {
    var presses = 0
    let screenView = VStack(alignment: .leading, spacing: 0) {
      Button("On") { presses += 1 }
      Button("Off") { presses += 100 }.disabled(true)
    }
    .buttonStyle(TapTwice())
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    try withHostedView(screenView, width: 20, height: 4) { app, _, screen in
      #expect(Array(trimmed(screen)[0..<2]) == ["On", "Off"])
      app.handle([key(.enter)] + click(2, 0) + click(2, 1))
      #expect(presses == 2)
      let style = PrimitiveButtonStyleConfiguration(
        label: .init(erased: Text("x")), role: nil, action: { presses += 100 }, isEnabled: false)
      style.trigger()
      #expect(presses == 2, "trigger() of a disabled button does nothing")
    }
  }

  @Test func aCustomToggleStyleTogglesTheBinding() throws {
    let model = CustomStyleModel()
    try withHostedView(CustomStyleScreen(model: model), width: 40, height: 12) { app, _, screen in
      // Save, then Delete, Twice (past the disabled one) and the style's button.
      app.handle([key(.tab), key(.tab), key(.tab), key(.enter)])
      #expect(model.wraps)
      #expect(trimmed(screen)[4] == "[x] Wrap")
      app.handle(click(2, 4))
      #expect(!model.wraps)
      #expect(trimmed(screen)[4] == "[ ] Wrap")
    }
    try withHostedView(StateCheckToggle(), width: 20, height: 3) { app, _, screen in
      app.handle([.key(KeyEvent(.character(" ")))])
      #expect(Array(trimmed(screen)[0..<2]) == ["[x] Flag", "state: on"])
      app.handle([key(.enter)])
      #expect(Array(trimmed(screen)[0..<2]) == ["[ ] Flag", "state: off"])
    }
  }

  @Test func theInnermostStyleWinsAndAStylesOwnButtonTakesTheStyleOutsideIt() throws {
    try withHostedView(NestedStyleScreen(), width: 30, height: 8) { _, _, screen in
      expectSnapshot(screen, named: "custom-styles-nested")
      #expect(
        Array(trimmed(screen)[0..<7]) == [
          "Outer", "<Inner>", "[ Kit ]", "Wrapped", "Title", "⌂", "{Both|⌂}",
        ])
      #expect(screen.cell(at: Point(x: 1, y: 0)).style.background == .gray, "the outer pill")
      #expect(screen.cell(at: Point(x: 1, y: 1)).style.background != .gray, "the inner style instead")
      // TapTwice's own button is a pill: the style set outside TapTwice.
      let wrapped = screen.cell(at: Point(x: 2, y: 3)).style
      #expect(wrapped.background == .gray && wrapped.attributes.contains(.bold))
    }
  }

  @Test func builtInStylesCalledFromAnAppsStyleKeepTheirLook() throws {
    struct Wrapping: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
      }
    }
    struct Marked: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
          Text("»")
          Toggle(configuration)
        }
      }
    }
    var presses = 0
    let view = VStack(alignment: .leading, spacing: 0) {
      Button("Go") { presses += 1 }.buttonStyle(Wrapping())
      Toggle(isOn: .constant(true)) { Text("Flag") }.toggleStyle(Marked()).toggleStyle(.switch)
      Label("Bare", image: "logo").labelStyle(.iconOnly)
      LabeledContent("Key", value: "v").labeledContentStyle(.automatic).frame(width: 10)
      GroupBox("Box") { Text("in") }.groupBoxStyle(.automatic)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    try withHostedView(view, width: 20, height: 8) { app, _, screen in
      #expect(
        Array(trimmed(screen)[0..<7]) == [
          "[ Go ]", "» ( ●) Flag", "Bare", "Key      v", "╭ Box ─────────────╮", "│ in               │",
          "╰──────────────────╯",
        ])
      app.handle([key(.enter)])
      #expect(presses == 1)
    }
  }
}
