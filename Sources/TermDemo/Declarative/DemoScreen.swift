import TermBridgeCore

/// The demo's main screen, declarative: a search field over a list of
/// hosted rows beside a notes editor, a status bar, and the key hints bar.
struct DemoScreen: View {
  @Bindable var model: DemoModel
  @FocusState private var focus: DemoFocus?

  var body: some View {
    VStack(spacing: 0) {
      SearchHeader(model: model)
        .focused($focus, equals: .search)
      Divider()
      HStack(spacing: 0) {
        ItemList(model: model)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        Divider()
        NotesPane(model: model)
          .focused($focus, equals: .editor)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      StatusBar(model: model)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    // The keys that work where focus is, on the bottom line (`.keyHints(.hidden)` turns it off).
    .keyHints()
    .onKeyPress(KeyEvent(.tab)) {
      // With nothing selected the editor is disabled: focus stays here.
      model.focus = model.focus == .search && model.selectedItem != nil ? .editor : .search
      focus = model.focus
      return .handled
    }
    .onKeyPress(KeyEvent(.function(1))) {
      model.showsHelp = true
      return .handled
    }
    .onAppear { focus = .search }
    // Focus moved by a click (or anything but Tab) shows in the status bar.
    // A click on the list selects a row and leaves the keys where they were
    // (typing there would be lost: the list takes no text).
    .onChange(of: focus) { _, newFocus in
      if let newFocus {
        if model.focus != newFocus { model.focus = newFocus }
      } else if !model.showsHelp {
        focus = model.focus
      }
    }
    .alert("TermDemo keys", isPresented: $model.showsHelp) {
      Button("Close", role: .cancel) {}
    } message: {
      Text(DemoScreen.helpText)
    }
  }
}

/// The search field and the match count.
struct SearchHeader: View {
  @Bindable var model: DemoModel

  var body: some View {
    HStack(spacing: 1) {
      SearchField("Search items", text: $model.query)
        .forwardsHomeAndEndKeys()
        .onKeyPress(keys: ListKeys.all) { key in
          ListKeys.apply(key, to: model)
          return .handled
        }
      MatchCount(model: model)
    }
  }
}

/// "N matches", read only from the match list.
struct MatchCount: View {
  let model: DemoModel

  var body: some View {
    Text("\(model.matches.count) matches").foregroundColor(.gray)
  }
}

/// Keys the search field passes on that move the list selection.
enum ListKeys {
  static let all: Set<KeyEvent> = [
    KeyEvent(.up), KeyEvent(.down), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.home), KeyEvent(.end),
  ]
  /// Rows per page, as the curses peer counts them (screen height - 3).
  static let pageSize = 27

  @MainActor
  static func apply(_ key: KeyEvent, to model: DemoModel) {
    switch key.key {
    case .up: model.moveSelection(by: -1)
    case .down: model.moveSelection(by: 1)
    case .pageUp: model.moveSelection(by: -pageSize)
    case .pageDown: model.moveSelection(by: pageSize)
    case .home: model.select(position: 0)
    case .end: model.select(position: model.matches.count - 1)
    default: break
    }
  }
}

/// The filtered items as a list of hosted rows.
struct ItemList: View {
  let model: DemoModel

  var body: some View {
    let selection = Binding<Int?>(
      get: { model.selectedItem },
      set: { item in if let item { model.select(item: item) } })
    return List(model.matches, id: \.self, selection: selection) { item in
      ItemRow(index: item, title: model.catalog.title(item))
    }
  }
}

/// One row: the title, a dimmed detail and a tag with wide characters.
struct ItemRow: View, Equatable {
  let index: Int
  let title: String

  var body: some View {
    HStack(spacing: 1) {
      Text(title)
      Spacer(minLength: 0)
      Text(Self.tag(for: index)).foregroundColor(.gray)
    }
  }

  /// A tag per word group; CJK so wide characters are exercised in every row.
  static func tag(for index: Int) -> String {
    switch index % 4 {
    case 0: return "新"
    case 1: return "済"
    case 2: return "急"
    default: return "保留"
    }
  }
}

/// The editor for the selected item's notes.
struct NotesPane: View {
  @Bindable var model: DemoModel

  var body: some View {
    // With no item selected there is no note to edit: typing must not
    // appear in the editor only to be dropped by the model.
    TextEditor(text: $model.noteText)
      .disabled(model.matches.isEmpty)
      .padding(.leading, 1)
  }
}

/// Where focus is, the selection, the count, and the screen's own keys
/// (the key hints bar below lists the focused control's and Ctrl-Q); a
/// problem (loading or saving the notes) comes first, where the line is
/// not cut off.
struct StatusBar: View {
  let model: DemoModel

  var body: some View {
    let focusName = model.focus == .search ? "search" : "editor"
    let message = model.statusMessage.map { " ! \($0) |" } ?? ""
    return Text(
      "\(message) [\(focusName)] \(model.selectedTitle) | \(model.matches.count) matches | Tab focus  F1 help"
    )
    .lineLimit(1)
    .frame(maxWidth: .infinity, alignment: .leading)
    .inverted()
  }
}

extension DemoScreen {
  /// What F1 shows.
  static let helpText = """
    Type to filter the list. Up/Down, PgUp/PgDn, Home/End move the selection.
    Tab switches between the search field and the notes editor.
    Ctrl-U clears the search. Ctrl-Z suspends. Ctrl-Q quits (notes are saved).
    """
}
