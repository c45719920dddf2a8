/// Answers about a type that need no scan of the runtime's conformance
/// records (the first question of each protocol about a type reads every
/// record of the program, a few hundred thousand instructions).
enum TypeQuestions {
  /// Whether `type` is the standard library's (`String`, `Int`, `Array`
  /// …) other than `Optional`: none of those is a view, a dynamic property
  /// or one of the graph's property wrappers, so those questions need not
  /// be asked. (`Optional` is a view when what it wraps is one.)
  static func isStandardLibraryType(_ type: Any.Type) -> Bool {
    let name = _typeName(type, qualified: true)
    return name.hasPrefix("Swift.") && !name.hasPrefix("Swift.Optional<")
  }

  /// Whether values of `type` are plain bytes (no references): such a
  /// struct holds none of the graph's property wrappers, which all hold
  /// a reference to their storage.
  static func isPlainData(_ type: Any.Type) -> Bool {
    func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return plain(type)
  }
}
