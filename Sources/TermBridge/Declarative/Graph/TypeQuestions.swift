/// Answers about a type that need no scan of the runtime's conformance
/// records (the first question of each protocol about a type reads every
/// record of the program, a few hundred thousand instructions).
enum TypeQuestions {
  /// Whether `type` is the standard library's (`String`, `Int`, `Array`
  /// …) other than `Optional`: none of those is a view, a dynamic property
  /// or one of the graph's property wrappers, so those questions need not
  /// be asked. (`Optional` is a view when what it wraps is one.)
  static func isStandardLibraryType(_ type: Any.Type) -> Bool {
    isStandardLibraryType(named: _typeName(type, qualified: true))
  }

  /// ``isStandardLibraryType(_:)`` for the type's qualified name.
  static func isStandardLibraryType(named name: String) -> Bool {
    name.hasPrefix("Swift.") && !name.hasPrefix("Swift.Optional<")
  }

  /// What a type of the graph's own module (`TermBridgeDeclarative`) is as
  /// a dynamic property, from its qualified name; nil for another
  /// module's type, which the runtime is asked about. The graph's dynamic
  /// properties are the ones named in ``graphDynamicProperties`` (a test
  /// reads the sources to keep it whole), and no other type of the module
  /// is one, so the views, bindings and values a view holds are known
  /// without a scan of the conformance records.
  static func graphDynamicPropertyKind(named name: String) -> GraphDynamicPropertyKind? {
    let prefix = "TermBridgeDeclarative."
    guard name.hasPrefix(prefix) else { return nil }
    let rest = name.utf8.dropFirst(prefix.utf8.count)
    // A top-level type's name, then at most its generic arguments: a
    // nested type (`ObservedObject<M>.Wrapper`, `Text.Storage`) or a
    // private one (`(Name in _…)`) is the runtime's to answer.
    let base = rest.prefix { $0 != UInt8(ascii: "<") }
    guard !base.isEmpty, base.allSatisfy({ $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "(") }),
      genericArgumentsEndTheName(rest.dropFirst(base.count))
    else { return nil }
    return graphDynamicProperties[String(decoding: base, as: UTF8.self)] ?? .notDynamicProperty
  }

  /// Whether `type` (named `name`) is one of the graph's wrappers (a
  /// dynamic property the graph links): the module's own types say so by
  /// name; another module's type is asked (linking a view already asked
  /// each of its fields whether it is a dynamic property, so that answer is
  /// cached).
  static func isLinkableWrapper(_ type: Any.Type, named name: String) -> Bool {
    if let kind = graphDynamicPropertyKind(named: name) {
      assert((kind == .linkableWrapper) == (type is any LinkableWrapper.Type), "\(name): named as it is not")
      return kind == .linkableWrapper
    }
    return type is any DynamicProperty.Type && type is any LinkableWrapper.Type
  }

  /// Whether `rest` is empty, or one list of generic arguments (`<…>`,
  /// nested ones balanced) that nothing follows.
  private static func genericArgumentsEndTheName(_ rest: Substring.UTF8View.SubSequence) -> Bool {
    guard let first = rest.first else { return true }
    guard first == UInt8(ascii: "<") else { return false }
    var depth = 0
    for (offset, byte) in rest.enumerated() {
      if byte == UInt8(ascii: "<") { depth += 1 }
      if byte == UInt8(ascii: ">") {
        depth -= 1
        if depth == 0 { return offset == rest.count - 1 }
      }
    }
    return false
  }

  /// How a type of the graph's module takes part in a view's dynamic
  /// properties.
  enum GraphDynamicPropertyKind {
    /// Not a dynamic property.
    case notDynamicProperty
    /// A dynamic property the graph links (`@State`, `@Environment` …).
    case linkableWrapper
    /// Another dynamic property (one holding dynamic properties).
    case otherDynamicProperty
  }

  /// The graph's dynamic properties, by the names of their types.
  static let graphDynamicProperties: [String: GraphDynamicPropertyKind] = [
    "State": .linkableWrapper, "Environment": .linkableWrapper, "EnvironmentObject": .linkableWrapper,
    "StateObject": .linkableWrapper, "ObservedObject": .linkableWrapper, "FocusState": .linkableWrapper,
    "GestureState": .linkableWrapper, "SceneStorage": .linkableWrapper,
    "AppStorage": .otherDynamicProperty, "FocusedValue": .otherDynamicProperty,
    "FocusedBinding": .otherDynamicProperty, "FocusedObject": .otherDynamicProperty,
  ]

  /// Whether values of `type` are plain bytes (no references): such a
  /// struct holds none of the graph's property wrappers, which all hold
  /// a reference to their storage.
  static func isPlainData(_ type: Any.Type) -> Bool {
    func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return plain(type)
  }
}
