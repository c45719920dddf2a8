@_spi(Reflection) import Swift

/// Where a type's dynamic properties are: each of the graph's property
/// wrappers (state, environment, focus state, scene storage) at its offset,
/// and those inside the app's own `DynamicProperty` structs, in declaration
/// order. Worked out once per type from the static types of its fields, so
/// linking a view before its body runs reads those fields in place, with no
/// mirror and no cast per field.
@MainActor
struct DynamicPropertyPlan {
  enum Step {
    case link(offset: Int, wrapper: any LinkableWrapper.Type)
    case nested(offset: Int, plan: DynamicPropertyPlan)
  }

  /// The steps, or nil when the type's fields cannot be walked (a class, a
  /// type without field metadata): then a mirror finds the properties.
  let steps: [Step]?

  private static let plans = TypeCache<DynamicPropertyPlan>()

  /// The plan for `type`, made on first use.
  static func of(_ type: Any.Type) -> DynamicPropertyPlan { plans.value(for: type, make: make) }

  private static func make(_ type: Any.Type) -> DynamicPropertyPlan {
    var steps: [Step] = []
    var walkable = true
    let walked = _forEachField(of: type, options: noFieldOptions) { _, offset, fieldType, kind in
      guard kind == .struct else {
        // The graph's wrappers are structs, and so are the app's dynamic
        // properties but for the odd class, which a mirror walks; an
        // existential field (`any View`) is a view, not a property.
        if kind == .class, fieldType is any DynamicProperty.Type { walkable = false }
        return walkable
      }
      // The broader question first: most fields are no dynamic property,
      // and each first question of a type is a scan of every conformance.
      // Plain data and the standard library's types need no question: the
      // graph's wrappers hold references, and no standard type is one.
      if TypeQuestions.isPlainData(fieldType) { return true }
      let name = _typeName(fieldType, qualified: true)
      if TypeQuestions.isStandardLibraryType(named: name) { return true }
      // The graph's own types say by name what they are; another module's
      // type is asked.
      let known = TypeQuestions.graphDynamicPropertyKind(named: name)
      assert(
        known == nil || (known != .notDynamicProperty) == (fieldType is any DynamicProperty.Type),
        "\(name): the graph's dynamic properties are not all named in TypeQuestions")
      switch known {
      case .notDynamicProperty?: return true
      case nil: guard fieldType is any DynamicProperty.Type else { return true }
      case .linkableWrapper?, .otherDynamicProperty?: break
      }
      if let wrapper = fieldType as? any LinkableWrapper.Type {
        steps.append(.link(offset: offset, wrapper: wrapper))
      } else {
        let nested = of(fieldType)
        guard nested.steps != nil else {
          walkable = false
          return false
        }
        steps.append(.nested(offset: offset, plan: nested))
      }
      return true
    }
    return DynamicPropertyPlan(steps: walked && walkable ? steps : nil)
  }

  /// Links the properties of the value at `pointer` to `node`, numbering
  /// their slots from `slot` on.
  func link(_ pointer: UnsafeRawPointer, to node: ViewNode, slot: inout Int) {
    guard let steps else { return }
    for step in steps {
      switch step {
      case .link(let offset, let wrapper):
        DynamicPropertyPlan.link(wrapper, at: pointer + offset, to: node, slot: slot)
        slot += 1
      case .nested(let offset, let plan):
        plan.link(pointer + offset, to: node, slot: &slot)
      }
    }
  }

  private static func link<W: LinkableWrapper>(
    _: W.Type, at pointer: UnsafeRawPointer, to node: ViewNode, slot: Int
  ) {
    pointer.assumingMemoryBound(to: W.self).pointee.linkable.link(to: node, slot: slot)
  }
}
