import TermBridgeCore

/// `TermDemo --mode gallery`: every container and control, one screen per
/// family, like the widget galleries of Textual and TermKit. A sidebar
/// lists the families; the detail shows the chosen one; the last line
/// lists the keys of where the focus is. Written as SwiftUI code is: it
/// ports by changing the import.
struct GalleryScreen: View {
  @State private var family: GalleryFamily? = .buttons
  @FocusState private var sidebarFocused: Bool

  var body: some View {
    VStack(spacing: 0) {
      NavigationSplitView {
        List(GalleryFamily.allCases, selection: $family) { family in
          Text(family.title)
        }
        .focused($sidebarFocused)
      } detail: {
        GalleryDetail(family: family ?? .buttons)
          .onKeyPress(.escape) {
            // Esc not used inside the screen goes back to the sidebar; it
            // travels on, so a collapsed split shows the sidebar column too.
            sidebarFocused = true
            return .ignored
          }
      }
      GalleryStatusBar(keys: sidebarFocused ? GalleryFamily.sidebarKeys : (family ?? .buttons).keys)
    }
    .onAppear { sidebarFocused = true }
  }
}

/// One family of containers and controls: a sidebar row and a screen.
enum GalleryFamily: String, CaseIterable, Identifiable, Hashable {
  case buttons, pickers, values, textInput, lists, navigation, layout, text, shapes, dates, commands, rows,
    keys
  case motion
  case selection
  case themes

  var id: Self { self }

  /// The sidebar row's title.
  var title: String {
    switch self {
    case .buttons: return "Buttons & toggles"
    case .pickers: return "Pickers & menus"
    case .values: return "Values"
    case .textInput: return "Text input"
    case .lists: return "Lists & tables"
    case .navigation: return "Navigation & presentation"
    case .layout: return "Layout & shapes"
    case .text: return "Text & colour"
    case .shapes: return "Shapes & gradients"
    case .commands: return "Menu bar & commands"
    case .dates: return "Dates & colours"
    case .rows: return "Rows that act"
    case .keys: return "Keys & palette"
    case .motion: return "Motion"
    case .selection: return "Selecting text"
    case .themes: return "Themes & toasts"
    }
  }

  /// The keys while the sidebar has the focus.
  static let sidebarKeys = "↑↓ family · Enter open · Ctrl-Q quit"

  /// The keys while this family's screen has the focus.
  var keys: String {
    switch self {
    case .buttons: return "Tab next · Enter/Space press · Esc sidebar · Ctrl-Q quit"
    case .pickers: return "Tab next · ←→↑↓ choose · Enter open · Esc sidebar · Ctrl-Q quit"
    case .values: return "Tab next · ←→ or -+ change · Esc sidebar · Ctrl-Q quit"
    case .textInput: return "Tab next · type to edit · Esc sidebar · Ctrl-Q quit"
    case .lists: return "Tab next · ↑↓ row · ←→ fold · < > sort · Esc sidebar · Ctrl-Q quit"
    case .navigation: return "Tab next · Enter open · Esc back · Ctrl-Q quit"
    case .layout: return "Tab next · ↑↓ scroll · Esc sidebar · Ctrl-Q quit"
    case .text: return "Tab next · Enter open link · Esc sidebar · Ctrl-Q quit"
    case .shapes: return "←→ trim the arc · Esc sidebar · Ctrl-Q quit"
    case .commands: return "←→ menu · Enter open · ↑↓ item · Esc sidebar · Ctrl-Q quit"
    case .dates: return "Tab/←→ field · ↑↓ or digits change · PgUp/PgDn month · Enter pick · Esc sidebar"
    case .rows: return "Ctrl-←/→ swipe · Shift-F10 actions · Ctrl-R refresh · Esc sidebar"
    case .keys: return "Tab next · Ctrl-P palette · Esc sidebar · Ctrl-Q quit"
    case .motion: return "Tab next · Enter/Space press · Esc sidebar · Ctrl-Q quit"
    case .selection: return "Drag select · Ctrl-C copy · Space toggle · Esc sidebar"
    case .themes: return "Tab next · ←→ theme · Enter toast · Esc sidebar · Ctrl-Q quit"
    }
  }
}

/// The screen of one family.
struct GalleryDetail: View {
  let family: GalleryFamily

  var body: some View {
    if family == .navigation {
      // A navigation bar spans the column; the stack pads its own screens.
      NavigationGallery()
    } else {
      Group {
        switch family {
        case .buttons: ButtonsGallery()
        case .pickers: PickersGallery()
        case .values: ValuesGallery()
        case .textInput: TextInputGallery()
        case .lists: ListsGallery()
        case .navigation: EmptyView()
        case .layout: LayoutGallery()
        case .text: TextStyleGallery()
        case .shapes: ShapesGallery()
        case .commands: CommandsGallery()
        case .dates: DatesGallery()
        case .rows: RowsGallery()
        case .keys: KeysGallery()
        case .motion: MotionGallery()
        case .selection: SelectionGallery()
        case .themes: ThemesGallery()
        }
      }
      .padding(.horizontal, 1)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }
}

/// A titled group of one screen: a headline, then its views.
struct GallerySection<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(title).font(.headline)
      content
    }
  }
}

/// The last line: the keys of where the focus is.
struct GalleryStatusBar: View {
  let keys: String

  var body: some View {
    Text(" " + keys)
      .lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
      .inverted()
  }
}
