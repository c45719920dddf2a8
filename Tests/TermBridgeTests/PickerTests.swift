import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, mint
  var id: Self { self }
}

/// What the pickers under test write.
@Observable @MainActor
final class PickerModel {
  var flavor = Flavor.vanilla
  var size = 1
}

/// A focused picker over `ForEach(Flavor.allCases)` (ids as tags) above a
/// disabled one over tagged `Text`s, in the style given.
struct PickerScreen<Style: PickerStyle>: View {
  let model: PickerModel
  let style: Style

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: Binding(get: { model.flavor }, set: { model.flavor = $0 })) {
        ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
      }
      Picker("Size", selection: Binding(get: { model.size }, set: { model.size = $0 })) {
        Text("Small").tag(1)
        Text("Large").tag(2)
      }
      .disabled(true)
      Spacer()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .pickerStyle(style)
  }
}

/// `Picker` in each style: snapshots, keys, mouse.
@MainActor
@Suite struct PickerTests {
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  private func click(_ app: TermApplication, x: Int, y: Int) {
    app.handle([
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ])
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func segmentedPickerLeftRightAndClicks(width: Int, height: Int) throws {
    let model = PickerModel()
    try withHostedView(PickerScreen(model: model, style: .segmented), width: width, height: height) {
      app, _, screen in
      expectSnapshot(screen, named: "picker-segmented-\(width)x\(height)")
      #expect(rows(screen)[0] == "Flavor  Vanilla │ Chocolate │ Mint")
      #expect(rows(screen)[1] == "Size  Small │ Large")
      app.handle([.key(KeyEvent(.right))])
      #expect(model.flavor == .chocolate)
      app.handle([.key(KeyEvent(.right)), .key(KeyEvent(.right))])
      #expect(model.flavor == .mint)  // stays on the last
      expectSnapshot(screen, named: "picker-segmented-mint-\(width)x\(height)")
      app.handle([.key(KeyEvent(.left))])
      #expect(model.flavor == .chocolate)
      let x = try #require(screen.rows()[0].range(of: "Vanilla")).lowerBound.utf16Offset(
        in: screen.rows()[0])
      click(app, x: x, y: 0)
      #expect(model.flavor == .vanilla)
      click(app, x: 8, y: 1)  // the disabled picker
      #expect(model.size == 1)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func inlinePickerIsAColumnOfRadioButtons(width: Int, height: Int) throws {
    let model = PickerModel()
    try withHostedView(PickerScreen(model: model, style: .inline), width: width, height: height) {
      app, _, screen in
      expectSnapshot(screen, named: "picker-inline-\(width)x\(height)")
      #expect(Array(rows(screen)[0..<4]) == ["Flavor", "(•) Vanilla", "( ) Chocolate", "( ) Mint"])
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(model.flavor == .mint)
      #expect(rows(screen)[3] == "(•) Mint")
      click(app, x: 2, y: 2)
      #expect(model.flavor == .chocolate)
      app.handle([.key(KeyEvent(.up))])
      #expect(model.flavor == .vanilla)
    }
  }

  @Test func radioGroupIsInline() throws {
    let model = PickerModel()
    try withHostedView(PickerScreen(model: model, style: .radioGroup), width: 40, height: 12) {
      app, _, screen in
      #expect(rows(screen)[1] == "(•) Vanilla")
      app.handle([.key(KeyEvent(.down))])
      #expect(model.flavor == .chocolate)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func wheelPickerTurnsWithUpAndDown(width: Int, height: Int) throws {
    let model = PickerModel()
    try withHostedView(PickerScreen(model: model, style: .wheel), width: width, height: height) {
      app, _, screen in
      expectSnapshot(screen, named: "picker-wheel-\(width)x\(height)")
      #expect(rows(screen)[0] == "Flavor Vanilla   ▲▼")
      app.handle([.key(KeyEvent(.down))])
      #expect(model.flavor == .chocolate)
      #expect(rows(screen)[0] == "Flavor Chocolate ▲▼")
      app.handle([.key(KeyEvent(.up)), .key(KeyEvent(.up))])
      #expect(model.flavor == .vanilla)
      click(app, x: 7 + 9 + 2, y: 0)  // ▼
      #expect(model.flavor == .chocolate)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func menuPickerOpensAPopupOfTheOptions(width: Int, height: Int) throws {
    let model = PickerModel()
    try withHostedView(PickerScreen(model: model, style: .menu), width: width, height: height) {
      app, _, screen in
      expectSnapshot(screen, named: "picker-menu-\(width)x\(height)")
      #expect(rows(screen)[0] == "Flavor [ Vanilla ▾ ]")
      app.handle([.key(KeyEvent(.enter))])
      expectSnapshot(screen, named: "picker-menu-open-\(width)x\(height)")
      #expect(rows(screen)[2].contains("✓ Vanilla"))
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down)), .key(KeyEvent(.enter))])
      #expect(model.flavor == .mint)
      #expect(rows(screen)[0] == "Flavor [ Mint ▾ ]")
      #expect(!screen.rows().joined().contains("Chocolate"))  // closed
      app.handle([.key(KeyEvent(.enter)), .key(KeyEvent(.escape))])
      #expect(!screen.rows().joined().contains("Chocolate"))
      #expect(model.flavor == .mint)
      click(app, x: 10, y: 0)  // the button
      #expect(screen.rows().joined().contains("Chocolate"))
      let row = try #require(screen.rows().firstIndex { $0.contains("Chocolate") })
      click(app, x: 10, y: row)
      #expect(model.flavor == .chocolate)
    }
  }

  @Test func aMenuPickerOpensOnTheChosenOption() throws {
    let model = PickerModel()
    model.flavor = .mint
    try withHostedView(PickerScreen(model: model, style: .menu), width: 40, height: 12) { app, _, screen in
      app.handle([.key(KeyEvent(.enter)), .key(KeyEvent(.up)), .key(KeyEvent(.enter))])
      #expect(model.flavor == .chocolate)
    }
  }

  @Test func optionsAreNamedByTagOrForEachIdNotByPlace() {
    var value = 0
    let binding = Binding(get: { value }, set: { value = $0 })
    let picker = Picker("N", selection: binding) {
      Text("Untagged")
      Text("Seven").tag(7)
      ForEach(1..<3) { Text("Row \($0)") }
      ForEach(5..<6) { Text("Tagged").tag($0 * 10) }
    }
    let options = picker.pickerOptions
    #expect(options.map(\.title) == ["Untagged", "Seven", "Row 1", "Row 2", "Tagged"])
    #expect(options.map(\.value) == [nil, 7, 1, 2, 50])
  }

  @Test func automaticIsTheMenuStyle() throws {
    let model = PickerModel()
    try withHostedView(PickerScreen(model: model, style: .automatic), width: 40, height: 12) {
      _, _, screen in
      #expect(rows(screen)[0] == "Flavor [ Vanilla ▾ ]")
    }
  }
}
