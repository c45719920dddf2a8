import Glibc
@_spi(Reflection) import Swift

/// A graph view that says itself whether a new value is the same view,
/// cheaper than comparing its fields one by one. The graph's containers
/// (stacks, tuples, conditionals, groups, layout modifiers, modified
/// content) compare their own parameters and hand their content to
/// `viewsAreEqual`.
@MainActor
package protocol SameViewComparable {
  func isSameView(as other: Self) -> Bool
}

/// Whether a new value of a view is the same view as the old one, so that
/// nothing it would make needs to be made again.
@MainActor
package func viewsAreEqual(_ a: any View, _ b: any View) -> Bool {
  func open<A: View>(_ a: A) -> Bool {
    func openOther<B: View>(_ b: B) -> Bool {
      guard A.self == B.self else { return false }
      let plan = ComparisonPlan.of(view: A.self)
      return withAddresses(of: a, b) { plan.compares($0, $1) }
    }
    return openOther(b)
  }
  return open(a)
}

/// Whether two lists of views are the same views, one by one (a tuple's
/// elements, a table row's cells). A loop rather than `zip` and
/// `allSatisfy`: a main-actor closure handed to the standard library checks
/// the executor each time it runs.
@MainActor
package func viewsAreEqual(_ a: [any View], _ b: [any View]) -> Bool {
  guard a.count == b.count else { return false }
  for index in a.indices where !viewsAreEqual(a[index], b[index]) { return false }
  return true
}

/// Whether two values of one type are the same as far as the graph can
/// tell, as SwiftUI compares view values: `Equatable` values by `==`, plain
/// data byte for byte, objects by identity, structs and tuples field by
/// field, the graph's own property wrappers (state, environment, focus
/// state) as the same, since their values live in the graph and changes to
/// them are tracked there; closures are never the same. Views and styles
/// are compared this way.
@MainActor
package func valuesAreEqual<A>(_ a: A, _ b: A) -> Bool {
  let plan = ComparisonPlan.of(A.self)
  return withAddresses(of: a, b) { plan.compares($0, $1) }
}

/// Runs `body` with the addresses of `a` and `b`. Not isolated, so that the
/// closures handed to `withUnsafePointer` are not either: a main-actor
/// closure there checks the executor each time it runs, and comparing a
/// list's rows makes hundreds of such calls a frame.
private nonisolated func withAddresses<A, B>(
  of a: A, _ b: B, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
) -> Bool {
  withUnsafePointer(to: a) { left in
    withUnsafePointer(to: b) { right in body(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
  }
}

/// How the graph compares two values of one type: worked out once per type
/// from the static types of its fields, then applied to values in place,
/// with no mirror, no boxing and no dynamic cast (a list reconfigures every
/// row on screen on each frame, and each row's views are compared).
@MainActor
indirect enum ComparisonPlan {
  /// Never the same: a closure, or an enum, optional or collection that is
  /// not `Equatable`, somewhere in the value.
  case never
  /// Always the same here: the graph's own property wrappers.
  case always
  case equatable(any Equatable.Type)
  case sameView(any SameViewComparable.Type)
  /// Plain data of this many bytes.
  case bytes(Int)
  /// An object reference, by identity.
  case identity
  /// A struct or tuple: each field at its offset (fields always the same
  /// are left out).
  case fields([Field])
  /// A field of type `any View`: the views inside, by `viewsAreEqual`.
  case anyView
  /// A field of type `Any`: the values inside, compared as their own type.
  case any
  /// A struct with a field plans cannot read in place (one that may be a
  /// `weak` reference, or of an existential type other than `any View` and
  /// `Any`): compared through a mirror, which the runtime reads correctly.
  case mirror(Any.Type)

  struct Field {
    let offset: Int
    let plan: ComparisonPlan
  }

  private static let plans = TypeCache<ComparisonPlan>()

  /// The plan for `type`, made on first use.
  static func of(_ type: Any.Type) -> ComparisonPlan { plans.value(for: type, make: make) }

  /// What view types said of themselves (``View/_viewComparison``), noted
  /// as the graph makes their nodes: a view held in a field of another
  /// view (a modifier's content) is then planned from its own answer too,
  /// rather than from the runtime's conformance records, which a type's
  /// first question scans one by one (two or three questions per type,
  /// each a scan of every record in the program).
  private static var viewComparisons: [ObjectIdentifier: _ViewComparison] = [:]

  /// Notes what the view type `V` says of its comparison.
  static func noteViewType<V: View>(_ type: V.Type) {
    let key = ObjectIdentifier(type)
    if viewComparisons[key] == nil { viewComparisons[key] = V._viewComparison }
  }

  /// The plan for the view type `V`, made on first use from what the type
  /// says of itself.
  static func of<V: View>(view type: V.Type) -> ComparisonPlan {
    // One look-up when the plan is known (a list's rows are compared on
    // every frame); the type's answer is noted only to make the plan.
    plans.value(for: type) { _ in
      noteViewType(type)
      return make(type)
    }
  }

  private static func make(_ type: Any.Type) -> ComparisonPlan {
    // The kind first, then the conformances most fields have: the first
    // look-up of each conformance of a type scans every conformance record
    // the program has.
    let kind = metadataKind(of: type)
    if let plan = plainPlan(type, kind: kind) ?? knownPlan(type, kind: kind) { return plan }
    if let comparison = viewComparisons[ObjectIdentifier(type)] {
      let plan = planned(type, kind: kind, as: comparison)
      // The graph's containers each say so; one that forgot would be
      // compared field by field, which is correct but slow.
      assert(
        !plan.isFieldwise || !(type is any SameViewComparable.Type),
        "\(type) does not say it is SameViewComparable")
      return plan
    }
    if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
    let name = _typeName(type, qualified: true)
    // No standard library type is a view or one of the graph's wrappers:
    // those questions (each a scan of the conformance records on a type's
    // first asking) are for the app's and the graph's types.
    let standard = TypeQuestions.isStandardLibraryType(named: name)
    assert(
      !standard || !(type is any SameViewComparable.Type || type is any LinkableWrapper.Type),
      "\(type) is the standard library's, yet the graph's")
    if !standard, kind != .tuple, let comparable = type as? any SameViewComparable.Type {
      return .sameView(comparable)
    }
    guard kind == .struct || kind == .tuple else { return .never }
    // The graph's wrappers (their values live in the graph) are always the
    // same, unless they said otherwise above (an observed object compares
    // its object).
    if !standard, kind == .struct, TypeQuestions.isLinkableWrapper(type, named: name) { return .always }
    return fieldwise(type)
  }

  /// A view's plan from what its type says (a view is never one of the
  /// graph's property wrappers).
  private static func planned(_ type: Any.Type, kind: _MetadataKind, as comparison: _ViewComparison)
    -> ComparisonPlan
  {
    switch comparison.kind {
    case .equatable(let equatable): return .equatable(equatable)
    case .sameView(let comparable): return .sameView(comparable)
    case .fields: return kind == .struct || kind == .tuple ? fieldwise(type) : .never
    }
  }

  /// The plan of a type whose kind or layout says it all: objects by
  /// identity, closures never, existentials opened, plain data by bytes.
  private static func plainPlan(_ type: Any.Type, kind: _MetadataKind) -> ComparisonPlan? {
    switch kind {
    case .class, .objcClassWrapper, .foreignClass: return .identity
    case .function: return .never
    // Other existentials can only be opened by reflection: the struct
    // holding one is compared through a mirror, and a value of such a
    // type is never compared directly (the graph opens its values first).
    case .existential: return type == (any View).self ? .anyView : type == Any.self ? .any : .never
    default: break
    }
    // Plain data byte for byte, before any conformance (as SwiftUI
    // compares plain views, `Equatable` or not): bytes that are the same
    // are the same value, and the plain data a view holds (numbers, flags,
    // alignments, optionals and enums of them) needs no scan of the
    // conformance records to say so.
    if TypeQuestions.isPlainData(type) { return .bytes(byteCount(of: type)) }
    return nil
  }

  /// The plan of a type views often hold whose answer is known without
  /// the conformance records (each question a type is first asked scans
  /// them all): strings are `Equatable`; an optional function (an
  /// optional action) or tuple is not, and is never the same.
  private static func knownPlan(_ type: Any.Type, kind: _MetadataKind) -> ComparisonPlan? {
    for equatable in knownEquatableTypes where equatable == type {
      assert(type is any Equatable.Type)
      return .equatable(equatable)
    }
    guard kind == .optional else { return nil }
    let name = _typeName(type, qualified: true)
    guard name.hasPrefix("Swift.Optional<(") || name.hasPrefix("Swift.Optional<@") else { return nil }
    assert(!(type is any Equatable.Type), "\(type) is Equatable: the known answer is wrong")
    return .never
  }

  private static let knownEquatableTypes: [any Equatable.Type] = [
    String.self, String?.self, AnyHashable.self, AnyHashable?.self,
  ]

  /// A struct or tuple compared field by field, each field by its own
  /// type's plan. A field that is never the same (a closure: a `ForEach`'s
  /// content) makes the value never the same, whatever its other fields:
  /// the mirror would find that field unequal too, after reflecting the
  /// whole value on every comparison.
  private static func fieldwise(_ type: Any.Type) -> ComparisonPlan {
    var fields: [Field] = []
    var readable = true
    var neverSame = false
    let walked = _forEachField(of: type, options: noFieldOptions) { _, offset, fieldType, fieldKind in
      let plan: ComparisonPlan
      if fieldKind == .optional, mayBeWeakReference(fieldType) {
        // Only an `Equatable` optional would be read; a weak one cannot
        // be read in place. Any other optional is never the same.
        guard !(fieldType is any Equatable.Type) else {
          readable = false
          return true
        }
        plan = .never
      } else if fieldKind == .existential, fieldType != (any View).self, fieldType != Any.self {
        readable = false
        return true
      } else {
        plan = of(fieldType)
      }
      if plan.isNever {
        neverSame = true
        return false
      }
      fields.append(Field(offset: offset, plan: plan))
      return true
    }
    if neverSame { return .never }
    guard walked, readable else { return .mirror(type) }
    fields.removeAll { $0.plan.isAlways }
    return .fields(fields)
  }

  private var isFieldwise: Bool {
    if case .fields = self { return true }
    return false
  }

  private var isNever: Bool {
    if case .never = self { return true }
    return false
  }

  private var isAlways: Bool {
    if case .always = self { return true }
    return false
  }

  /// Whether the values at `left` and `right`, both of this plan's type,
  /// are the same.
  func compares(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
    switch self {
    case .never: return false
    case .always: return true
    case .equatable(let type): return equal(type, left, right)
    case .sameView(let type): return sameViews(type, left, right)
    case .bytes(let count): return count == 0 || memcmp(left, right, count) == 0
    case .identity: return left.load(as: UInt.self) == right.load(as: UInt.self)
    case .fields(let fields):
      for field in fields where !field.plan.compares(left + field.offset, right + field.offset) {
        return false
      }
      return true
    case .anyView:
      return viewsAreEqual(
        left.assumingMemoryBound(to: (any View).self).pointee,
        right.assumingMemoryBound(to: (any View).self).pointee)
    case .any:
      return dynamicallyEqual(
        left.assumingMemoryBound(to: Any.self).pointee, right.assumingMemoryBound(to: Any.self).pointee)
    case .mirror(let type):
      return mirroredFieldsAreEqual(value(of: type, at: left), value(of: type, at: right), depth: 0)
    }
  }
}

// MARK: Reading values of a type known only at run time

private func equal<E: Equatable>(_: E.Type, _ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
  left.assumingMemoryBound(to: E.self).pointee == right.assumingMemoryBound(to: E.self).pointee
}

@MainActor
private func sameViews<V: SameViewComparable>(
  _: V.Type, _ left: UnsafeRawPointer, _ right: UnsafeRawPointer
) -> Bool {
  left.assumingMemoryBound(to: V.self).pointee.isSameView(as: right.assumingMemoryBound(to: V.self).pointee)
}

private func value<T>(of _: T.Type, at pointer: UnsafeRawPointer) -> Any {
  pointer.assumingMemoryBound(to: T.self).pointee
}

/// Two values inside existentials (fields of type `Any`, the styles of a
/// style stack): the same when they are of one type and the same as that
/// type.
@MainActor
func dynamicallyEqual(_ a: Any, _ b: Any) -> Bool {
  func open<A>(_ a: A) -> Bool {
    guard let b = b as? A else { return false }
    return valuesAreEqual(a, b)
  }
  return open(a)
}

private func byteCount<T>(of _: T.Type) -> Int { MemoryLayout<T>.size }

/// The options of every field walk: none, made once (the `[]` a default
/// argument makes goes through the standard library's unspecialised
/// `SetAlgebra` initialiser on every walk).
let noFieldOptions: _EachFieldOptions = []

/// A value holding one `T`, to ask the runtime what kind of type `T` is.
private struct KindProbe<T> {
  let value: T
}

private func metadataKind(of type: Any.Type) -> _MetadataKind {
  func probe<T>(_: T.Type) -> _MetadataKind {
    var kind = _MetadataKind.unknown
    _ = _forEachField(of: KindProbe<T>.self, options: noFieldOptions) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
  return probe(type)
}

/// Optionals, to learn what they wrap.
private protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// Whether a field of optional type `type` may be declared `weak` (or
/// `unowned`): it wraps an object or an existential, which may be one.
private func mayBeWeakReference(_ type: Any.Type) -> Bool {
  guard let optional = type as? any OptionalType.Type else { return false }
  switch metadataKind(of: optional.wrappedType) {
  case .class, .objcClassWrapper, .foreignClass, .existential: return true
  default: return false
  }
}

// MARK: The mirror, for the types plans cannot read

/// Field-by-field equality through mirrors, with the rules of the plans:
/// for structs with a field that may be `weak`, which only the runtime's
/// reflection reads correctly.
@MainActor
private func mirroredFieldsAreEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
  let left = Mirror(reflecting: a)
  let right = Mirror(reflecting: b)
  guard depth < 4 else { return false }
  guard left.displayStyle == .struct || left.displayStyle == .tuple,
    left.children.count == right.children.count
  else { return false }
  for (l, r) in zip(left.children, right.children) {
    let lv = l.value
    let rv = r.value
    if lv is any LinkableWrapper { continue }
    let field = Mirror(reflecting: lv)
    switch field.displayStyle {
    case .class:
      guard (lv as AnyObject) === (rv as AnyObject) else { return false }
    case _ where lv is any Equatable:
      guard let equatable = lv as? any Equatable, equals(equatable, rv) else { return false }
    case .struct, .tuple:
      guard mirroredFieldsAreEqual(lv, rv, depth: depth + 1) else { return false }
    default:
      return false
    }
  }
  return true
}

private func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}
