import Synchronization
import TermBridgeTerminal

/// The colours an app names, for `Color("Name")`.
private let namedColors = Mutex<[String: Color]>([:])

extension Color {
  /// The colour named `name` in the app's colour table, like SwiftUI's
  /// `Color(_:bundle:)` naming a colour set in an asset catalogue. A
  /// terminal app has no asset catalogue: it registers its named colours
  /// once at start with ``register(name:_:)``; a name not registered draws
  /// as ``accentColor``.
  public init(_ name: String, bundle: Never? = nil) {
    self = namedColors.withLock { $0[name] } ?? .accentColor
  }

  /// Names `color` for `Color(name)`, as an asset catalogue's colour set
  /// does: `Color.register(name: "Design", Color(red: 0.2, green: 0.4, blue: 0.9))`.
  /// Register before the views that name it are made.
  public static func register(name: String, _ color: Color) {
    namedColors.withLock { $0[name] = color }
  }

  /// This colour at `opacity`, like SwiftUI's `Color.opacity(_:)` (a
  /// colour, not a view). A cell has no transparency: an opacity of 0 is
  /// ``clear``; any other keeps the colour as it is.
  public func opacity(_ opacity: Double) -> Color {
    opacity > 0 ? self : .clear
  }
}
