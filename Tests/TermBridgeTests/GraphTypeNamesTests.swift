import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// The graph answers "is this field a dynamic property?" for its own types
/// by name (``TypeQuestions/graphDynamicPropertyKind(named:)``), not by a
/// scan of the runtime's conformance records. The names must be every one
/// of the module's dynamic properties, and say of each what it is.
@MainActor
@Suite struct GraphTypeNamesTests {
  /// The declarative module's sources (every folder the target builds).
  private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/TermBridge").standardizedFileURL

  /// Every type the sources declare or extend as a `DynamicProperty` or a
  /// `LinkableWrapper` (which refines it), outside the layers below.
  private func declaredDynamicProperties() throws -> [String: Bool] {
    let below: Set<String> = ["Terminal", "Widgets", "Module", "CoreModule", "Testing", "Link"]
    var found: [String: Bool] = [:]
    let files = try #require(
      FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      let folder = file.path.dropFirst(Self.sources.path.count + 1).split(separator: "/").first.map(
        String.init)
      guard let folder, !below.contains(folder) else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      let pattern = #/(?:struct|extension)\s+(\w+)(?:<[^>{]*>)?\s*:\s*([^{]*)\{/#
      for match in text.matches(of: pattern) {
        let conformances = match.output.2.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let name = String(match.output.1)
        if conformances.contains("LinkableWrapper") {
          found[name] = true
        } else if conformances.contains("DynamicProperty") {
          found[name] = found[name] ?? false
        }
      }
    }
    return found
  }

  @Test func everyDynamicPropertyOfTheModuleIsNamed() throws {
    let declared = try declaredDynamicProperties()
    #expect(declared.count >= 12, "\(declared.keys.sorted())")
    var named: [String: Bool] = [:]
    for (name, kind) in TypeQuestions.graphDynamicProperties where kind != .notDynamicProperty {
      named[name] = kind == .linkableWrapper
    }
    #expect(named == declared)
  }

  @Test func theNamesSayWhatTheRuntimeSays() {
    // One specialization of each named type, and types of the module that are not one.
    let types: [Any.Type] = [
      State<Int>.self, Environment<Int>.self, EnvironmentObject<NamedTypesModel>.self,
      StateObject<NamedTypesModel>.self, ObservedObject<NamedTypesModel>.self, FocusState<Bool>.self,
      GestureState<Int>.self, SceneStorage<Int>.self, AppStorage<Int>.self, FocusedValue<Int>.self,
      FocusedBinding<Int>.self, FocusedObject<NamedTypesModel>.self,
      Binding<Int>.self, Bindable<NamedTypesObservable>.self, Text.self, ForEach<[Int], Int, Text>.self,
      AnyView.self, HStack<Text>.self, ListSelection<Int>.self,
    ]
    for type in types {
      let name = _typeName(type, qualified: true)
      let kind = TypeQuestions.graphDynamicPropertyKind(named: name)
      #expect(kind != nil, "\(name)")
      #expect((kind != .notDynamicProperty) == (type is any DynamicProperty.Type), "\(name)")
      #expect((kind == .linkableWrapper) == (type is any LinkableWrapper.Type), "\(name)")
    }
    // A nested or private type of the module is the runtime's to answer,
    // even inside a wrapper (`$model`'s type); another module's too.
    #expect(
      TypeQuestions.graphDynamicPropertyKind(
        named: _typeName(ObservedObject<NamedTypesModel>.Wrapper.self, qualified: true)) == nil)
    #expect(TypeQuestions.graphDynamicPropertyKind(named: "TermBridgeDeclarative.Text.Storage") == nil)
    #expect(TypeQuestions.graphDynamicPropertyKind(named: "TermBridgeDeclarative.(Hidden in _0123)") == nil)
    #expect(
      TypeQuestions.graphDynamicPropertyKind(named: "TermBridgeDeclarative.State<Swift.Int>.Box") == nil)
    #expect(
      TypeQuestions.graphDynamicPropertyKind(named: "TermBridgeDeclarative.State<Swift.Array<Swift.Int>>")
        == .linkableWrapper)
    #expect(
      TypeQuestions.graphDynamicPropertyKind(named: _typeName(NamedTypesModel.self, qualified: true)) == nil)
    #expect(TypeQuestions.graphDynamicPropertyKind(named: "Swift.Int") == nil)
  }
}

/// An object for the wrappers of observable objects.
final class NamedTypesModel: ObservableObject {}

/// An `@Observable` model for `Bindable`.
@Observable final class NamedTypesObservable {
  var value = 0
}

/// The graph's wrappers compare as always the same, except where one says
/// otherwise: an observed object is the same only while it is the same
/// object, so a parent that hands its child another object shows it.
@MainActor
@Suite struct NamedWrapperComparisonTests {
  @Test func aChildGivenAnotherObservedObjectShowsIt() throws {
    let ada = NamedTypesPerson("Ada")
    let bob = NamedTypesPerson("Bob")
    let choice = NamedTypesChoice()
    try withHostedView(PersonScreen(first: ada, second: bob, choice: choice), width: 20, height: 3) {
      app, _, screen in
      #expect(screen.rows()[0].contains("name Ada"))
      choice.second = true
      app.render()
      #expect(screen.rows()[0].contains("name Bob"), "\(screen.rows())")
      // And it now follows the new object.
      bob.name = "Bea"
      app.render()
      #expect(screen.rows()[0].contains("name Bea"), "\(screen.rows())")
    }
  }

  @Test func aViewHoldingAnObservedObjectsProjectionIsPlanned() throws {
    let ada = NamedTypesPerson("Ada")
    let holder = ProjectionHolder(person: ObservedObject(wrappedValue: ada).projectedValue)
    try withHostedView(holder, width: 20, height: 2) { _, _, screen in
      #expect(screen.rows()[0].contains("projection"))
    }
  }
}

/// An object a child observes.
final class NamedTypesPerson: ObservableObject {
  @Published var name: String
  init(_ name: String) { self.name = name }
}

/// Which person the screen hands its child.
@Observable final class NamedTypesChoice {
  var second = false
}

private struct PersonRow: View {
  @ObservedObject var person: NamedTypesPerson
  var body: some View { Text("name \(person.name)") }
}

private struct PersonScreen: View {
  let first: NamedTypesPerson
  let second: NamedTypesPerson
  let choice: NamedTypesChoice
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      PersonRow(person: choice.second ? second : first)
      Text(choice.second ? "second" : "first")
    }
  }
}

/// A view holding the projection of an observed object (`$person`).
private struct ProjectionHolder: View {
  let person: ObservedObject<NamedTypesPerson>.Wrapper
  var body: some View { Text("projection") }
}
