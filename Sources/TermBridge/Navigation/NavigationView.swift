import TermBridgeTerminal
import TermBridgeWidgets

/// SwiftUI's older navigation container, `NavigationView`: with one child
/// it is a ``NavigationStack`` of it, with two or three children a split
/// view of them, as on iPad.
///
/// The terminal mapping: in the split, each column is a stack with its own
/// bar, and a `NavigationLink` in a column shows its destination in the
/// next column (and moves there when one column shows at a time, below 80
/// columns); a link in the last column pushes in it. A fourth child and
/// beyond are not shown. `.navigationViewStyle(.stack)` makes a stack of
/// the first child whatever the count.
public struct NavigationView<Content: View>: View {
  private let content: Content
  @Environment(\.navigationViewUsesStack) private var usesStack

  /// A navigation view of `content`'s children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A stack of the first child, or the children side by side.
  public var body: some View {
    let children = viewListItems(of: content)
    if usesStack || children.count < 2 {
      NavigationStack { children.first.map { AnyView($0.view) } ?? AnyView(EmptyView()) }
    } else {
      NavigationViewColumns(columns: children.prefix(3).map { AnyView($0.view) })
    }
  }
}

/// The columns of a split `NavigationView` or `NavigationSplitView`, each
/// in a stack; what a link in one column showed in the next is kept here.
struct NavigationViewColumns: View {
  let columns: [AnyView]
  /// The split view's `columnVisibility`, when bound.
  var visibility: NavigationSplitViewVisibility? = nil
  /// What links showed in a column, by the column's index.
  @State private var shown: [Int: AnyView] = [:]

  var body: some View {
    let shown = $shown
    let last = columns.count - 1
    NavigationSplitRepresentable(
      columns: columns.indices.map { index in
        let column = self.shown[index] ?? columns[index]
        return AnyView(
          NavigationStack {
            if index < last {
              ColumnLinkRouter(next: index + 1, shown: shown, content: column)
            } else {
              column
            }
          })
      }, visibility: visibility)
  }
}

/// Makes the links in its content show their destinations in the next
/// column instead of pushing them.
struct ColumnLinkRouter: View {
  let next: Int
  let shown: Binding<[Int: AnyView]>
  let content: AnyView
  @State private var router = ColumnRouter()
  @Environment(\.showNextColumn) private var showNextColumn

  var body: some View {
    router.update(next: next, shown: shown, showNextColumn: showNextColumn)
    return content.environment(\.navigationContext, router.context)
  }
}

/// The navigation context of a column whose links fill the next column.
@MainActor
final class ColumnRouter {
  let context = NavigationContext()
  private var onPop: (@MainActor () -> Void)?
  private var pushID = 0

  func update(next: Int, shown: Binding<[Int: AnyView]>, showNextColumn: ShowNextColumnAction?) {
    let context = self.context
    context.pushView = { [weak self] view, onPop in
      guard let self else { return nil }
      let previous = self.onPop
      self.onPop = onPop
      self.pushID += 1
      shown.wrappedValue[next] = view
      previous?()
      showNextColumn?.action()
      return self.pushID
    }
    context.popView = { [weak self] id in
      guard let self, id == self.pushID else { return }
      let popped = self.onPop
      self.onPop = nil
      shown.wrappedValue[next] = nil
      popped?()
    }
    context.pushValue = { [weak context] value in
      guard let context, let destination = context.destination(for: value) else { return }
      _ = context.pushView(destination, nil)
    }
  }
}

/// How a ``NavigationView`` shows its children, like SwiftUI's
/// `NavigationViewStyle`: ``StackNavigationViewStyle`` makes a stack of the
/// first child; the others leave the choice to the number of children.
public protocol NavigationViewStyle {}

/// The default: a stack for one child, columns for two or three.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

/// A stack of the first child, whatever the number of children.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// Two columns (iPad's split): as the default here.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The two-column style.
  public init() {}
}

/// Columns (macOS): as the default here.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The column style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// A stack for one child, columns for two or three.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A stack of the first child.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns, as the default here.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

struct NavigationViewUsesStackKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether navigation views below are stacks whatever their children.
  var navigationViewUsesStack: Bool {
    get { self[NavigationViewUsesStackKey.self] }
    set { self[NavigationViewUsesStackKey.self] = newValue }
  }
}

extension View {
  /// How navigation views inside show their children: `.stack`
  /// (``StackNavigationViewStyle``) makes a stack of the first child.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.navigationViewUsesStack = style is StackNavigationViewStyle }
  }
}
