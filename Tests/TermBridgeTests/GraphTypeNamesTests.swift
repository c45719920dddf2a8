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
    // Another module's types are the runtime's to answer.
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
