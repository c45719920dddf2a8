import TermBridgeTerminal
import TermBridgeWidgets

/// How the view graph tells whether a new value of a view is the same
/// view, said statically by the view's type (as ``View/_graphPrimitive``
/// says what node it makes): by `==` for an `Equatable` view, by the
/// graph's own comparison for its containers, field by field otherwise.
///
/// Every view gets it from the library (an `Equatable` view from the
/// protocol extension for `Equatable` views), so comparing views never
/// asks the runtime whether a view type is `Equatable`: the first such
/// question for each type is a scan of every conformance record in the
/// program. Apps do not implement or read it.
public struct _ViewComparison {
  enum Kind {
    case equatable(any Equatable.Type)
    case sameView(any SameViewComparable.Type)
    /// Neither: the view's fields, each by its own type.
    case fields
  }

  let kind: Kind

  /// A view of the graph's own that compares its parameters itself.
  static func sameView<V: SameViewComparable>(_ type: V.Type) -> _ViewComparison {
    _ViewComparison(kind: .sameView(type))
  }
}

extension View {
  /// A view compared field by field.
  public static var _viewComparison: _ViewComparison { _ViewComparison(kind: .fields) }
}

extension View where Self: Equatable {
  /// An `Equatable` view compared by its `==`.
  public static var _viewComparison: _ViewComparison { _ViewComparison(kind: .equatable(Self.self)) }
}
