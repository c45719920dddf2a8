/// A row content with a context menu on each of its rows.
struct ContextMenuTableRowContent<Content: TableRowContent>: TableRowContent {
  typealias TableRowValue = Content.TableRowValue
  typealias TableRowBody = Never
  let content: Content
  let menuItems: @MainActor () -> any View

  var tableRowBody: Never { return fatalError("ContextMenuTableRowContent has no body") }
}

extension ContextMenuTableRowContent: TableRowsSource {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {
    let start = rows.count
    appendTableRows(of: content, to: &rows, depth: depth)
    for index in start..<rows.count where rows[index].contextMenu == nil {
      rows[index].contextMenu = menuItems
    }
  }
}

extension TableRowContent {
  /// Adds a context menu to each row, like SwiftUI's
  /// `TableRowContent.contextMenu(menuItems:)`: a right click on the row,
  /// or Shift-F10 or the Menu key on the current row, opens `menuItems`
  /// (the same entries as a `Menu`'s). The innermost menu of a row wins.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TableRowContent<TableRowValue> {
    let items = menuItems()
    return ContextMenuTableRowContent(content: self, menuItems: { items })
  }

  /// Adds a context menu with a preview, like SwiftUI's
  /// `contextMenu(menuItems:preview:)`: the terminal shows the menu only
  /// (the preview is not drawn; see the porting page).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some TableRowContent<TableRowValue> {
    contextMenu(menuItems: menuItems)
  }

  /// Provides each row's data for dragging, like SwiftUI's
  /// `TableRowContent.itemProvider(_:)`. Accepted and ignored: a terminal
  /// has no drag and drop between apps. Generic over the provider type,
  /// since `NSItemProvider` does not exist on Linux.
  public func itemProvider<Provider>(_ action: (@MainActor () -> Provider?)?) -> Self { self }
}

extension DynamicTableRowContent {
  /// Accepts items dropped between rows, like SwiftUI's
  /// `DynamicTableRowContent.onInsert(of:perform:)`. Accepted and never
  /// called: a terminal has no drag and drop between apps. Generic over
  /// the provider type, since `NSItemProvider` does not exist on Linux.
  public func onInsert<Provider>(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [Provider]) -> Void
  )
    -> Self
  { self }
}
