/// SF Symbol names mapped to terminal glyphs, for `Image(systemName:)`,
/// `Label(_:systemImage:)` and tab items: SwiftUI code names its images so,
/// and a terminal shows one cell for each.
///
/// A name is looked up as it is, then with its last part dropped, again
/// and again (`person.crop.circle.fill` → `person.crop.circle` → …), so the
/// `.fill`, `.circle`, `.square`, `.slash` and `.badge` variants of a listed
/// symbol show its glyph, or the filled glyph where one is listed
/// (`star.fill` is `★`, `star` is `☆`). A name whose first part is one
/// letter or digit (`a.circle`, `1.square.fill`) shows that character.
/// Any other name shows ``fallbackGlyph``, never the name.
package enum SystemImage {
  /// What an unknown symbol shows: a dotted circle, the usual mark for
  /// "something goes here".
  package static let fallbackGlyph = "◌"

  /// The glyph for `name` (one cell wide), nil when it is not known.
  package static func glyph(for name: String) -> String? {
    var candidate = Substring(name)
    while true {
      if let glyph = glyphs[String(candidate)] { return glyph }
      guard let dot = candidate.lastIndex(of: ".") else { break }
      candidate = candidate[..<dot]
    }
    // "a.circle", "1.square.fill": the character itself.
    if candidate.count == 1, let character = candidate.first, character.isASCII,
      character.isLetter || character.isNumber
    {
      return String(character)
    }
    return nil
  }

  /// The glyph for `name` with `variants` (`.fill`, `.circle` …) applied as
  /// SF Symbols names them, or ``fallbackGlyph``.
  package static func glyph(for name: String, variants: SymbolVariants) -> String {
    glyph(for: variants.name(for: name)) ?? glyph(for: name) ?? fallbackGlyph
  }

  /// Every name the table lists, for tests.
  package static var names: [String] { Array(glyphs.keys) }

  private static let glyphs: [String: String] = [
    // Shapes.
    "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "rectangle": "▭",
    "rectangle.fill": "▬", "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
    "seal": "✺", "circlebadge": "•", "circle.dashed": "◌", "square.dashed": "□",
    "circle.lefthalf.filled": "◐", "circle.righthalf.filled": "◑", "circle.inset.filled": "◉",
    "largecircle.fill.circle": "◉", "smallcircle.fill.circle": "◉", "record.circle": "◉",
    "square.grid.2x2": "⊞", "square.grid.3x3": "⊞", "square.stack": "❐", "rectangle.stack": "❐",
    "square.on.square": "❐", "app": "□", "line.diagonal": "╱",

    // Favourites, marks and status.
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "bookmark": "⌑", "tag": "⌗",
    "flag": "⚑", "flag.checkered": "⚑", "pin": "⚲", "crown": "♛", "trophy": "♛", "rosette": "✪",
    "sparkle": "✦", "sparkles": "✧", "wand.and.stars": "✧", "wand.and.rays": "✧",
    "checkmark": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑", "checkmark.rectangle": "☑",
    "checklist": "☑", "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "✖", "xmark.square": "☒",
    "xmark.bin": "⌫", "nosign": "⊘", "slash.circle": "⊘", "eye.slash": "⊘",
    "info": "ℹ", "info.circle": "ℹ", "questionmark": "?", "exclamationmark": "!",
    "exclamationmark.2": "‼", "exclamationmark.3": "‼", "exclamationmark.triangle": "⚠",
    "exclamationmark.octagon": "⚠", "exclamationmark.shield": "⚠",
    "plus": "+", "plus.circle": "⊕", "plus.square": "⊞", "minus": "−", "minus.circle": "⊖",
    "minus.square": "⊟", "multiply": "×", "divide": "÷", "equal": "=", "plusminus": "±",
    "plus.forwardslash.minus": "±", "percent": "%", "number": "#", "at": "@", "sum": "∑",
    "function": "ƒ", "x.squareroot": "√", "infinity": "∞", "lessthan": "<", "greaterthan": ">",
    "curlybraces": "{", "ellipsis": "…", "dollarsign": "$", "eurosign": "€", "sterlingsign": "£",
    "yensign": "¥", "bitcoinsign": "₿",

    // Arrows and chevrons.
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓", "arrow.backward": "←",
    "arrow.forward": "→", "arrow.up.right": "↗", "arrow.up.left": "↖", "arrow.down.right": "↘",
    "arrow.down.left": "↙", "arrow.up.forward": "↗", "arrow.up.backward": "↖",
    "arrow.down.forward": "↘", "arrow.down.backward": "↙", "arrow.left.arrow.right": "⇄",
    "arrow.right.arrow.left": "⇄", "arrow.up.arrow.down": "⇅", "arrow.up.and.down": "↕",
    "arrow.left.and.right": "↔", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
    "arrow.triangle.2.circlepath": "⟳", "arrow.2.circlepath": "⟳", "arrow.rectanglepath": "⟳",
    "arrow.uturn.left": "↶", "arrow.uturn.backward": "↶", "arrow.uturn.right": "↷",
    "arrow.uturn.forward": "↷", "arrow.turn.down.left": "↵", "arrow.turn.up.left": "↰",
    "arrow.turn.up.right": "↱", "arrow.down.to.line": "⤓", "arrow.up.to.line": "⤒",
    "arrow.triangle.branch": "⑂", "arrow.triangle.merge": "⑂",
    "arrow.up.left.and.arrow.down.right": "⤢", "arrow.down.right.and.arrow.up.left": "⤡",
    "arrow.up.and.down.and.arrow.left.and.right": "✥", "arrow.up.arrow.down.circle": "⇅",
    "arrow.up.doc": "↑", "arrow.down.doc": "↓",
    "arrowshape.left": "⇦", "arrowshape.right": "⇨", "arrowshape.up": "⇧", "arrowshape.down": "⇩",
    "arrowshape.backward": "⇦", "arrowshape.forward": "⇨", "arrowshape.turn.up.left": "↩",
    "arrowshape.turn.up.backward": "↩", "arrowshape.turn.up.right": "↪", "arrowshape.turn.up.forward": "↪",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
    "chevron.backward": "‹", "chevron.forward": "›", "chevron.left.2": "«", "chevron.right.2": "»",
    "chevron.up.chevron.down": "↕", "chevron.compact.left": "‹", "chevron.compact.right": "›",
    "chevron.compact.up": "˄", "chevron.compact.down": "˅", "return": "↵", "cursorarrow": "↖",
    "location": "➤", "location.north": "↑", "paperplane": "➤", "square.and.arrow.up": "⇪",
    "square.and.arrow.down": "⤓", "rectangle.portrait.and.arrow.right": "⇥",
    "rectangle.and.arrow.up.right.and.arrow.down.left": "⤢", "rotate.left": "↺", "rotate.right": "↻",
    "clock.arrow.circlepath": "↺", "lock.rotation": "↻", "repeat": "↻", "repeat.1": "↻",
    "shuffle": "⇄", "goforward": "↻", "gobackward": "↺", "switch.2": "⇋",

    // Documents, editing and text.
    "folder": "▣", "doc": "▤", "doc.text": "▤", "doc.plaintext": "▤", "doc.richtext": "▤",
    "doc.on.doc": "⧉", "doc.on.clipboard": "⧉", "clipboard": "▤", "note": "▤", "note.text": "▤",
    "newspaper": "▤", "book": "▥", "book.closed": "▥", "books.vertical": "▥", "text.book.closed": "▥",
    "magazine": "▤", "archivebox": "▭", "tray": "▭", "tray.full": "▭", "tray.and.arrow.down": "▭",
    "tray.and.arrow.up": "▭", "tray.2": "▭", "shippingbox": "▣", "cube": "◫", "paperclip": "⌇",
    "link": "∞", "printer": "⎙", "scissors": "✂", "pencil": "✎", "pencil.and.outline": "✎",
    "square.and.pencil": "✎", "rectangle.and.pencil.and.ellipsis": "✎", "highlighter": "✎",
    "scribble": "✎", "paintbrush": "✎", "eraser": "▱", "trash": "⌫", "delete.left": "⌫",
    "delete.right": "⌦", "list.bullet": "☰", "list.number": "☰", "list.dash": "☰",
    "list.bullet.rectangle": "☰", "list.bullet.clipboard": "☑", "line.3.horizontal": "☰",
    "line.horizontal.3": "☰", "line.3.horizontal.decrease": "▽", "line.horizontal.3.decrease": "▽",
    "text.justify": "☰", "text.alignleft": "☰", "text.aligncenter": "☰", "text.alignright": "☰",
    "slider.horizontal.3": "≡", "textformat": "A", "textformat.size": "A", "textformat.abc": "a",
    "character": "A", "bold": "B", "italic": "I", "underline": "U", "strikethrough": "S",
    "quote.opening": "❝", "quote.closing": "❞", "magnifyingglass": "⌕",
    "doc.text.magnifyingglass": "⌕", "plus.magnifyingglass": "⌕", "minus.magnifyingglass": "⌕",
    "sidebar.left": "◧", "sidebar.leading": "◧", "sidebar.right": "◨", "sidebar.trailing": "◨",
    "rectangle.split.2x1": "◫", "rectangle.split.3x1": "◫", "square.split.2x1": "◫",
    "chart.bar": "▥", "chart.pie": "◔", "chart.line.uptrend.xyaxis": "↗", "chart.xyaxis.line": "↗",
    "gauge": "◔", "speedometer": "◔", "dial": "◔", "qrcode": "▦", "barcode": "⦀",

    // People and communication.
    "person": "☺", "person.fill": "☻", "person.circle": "☺", "person.circle.fill": "☻",
    "person.crop.circle": "☺", "person.crop.circle.fill": "☻", "person.2": "☺", "person.3": "☺",
    "face.smiling": "☺", "hand.thumbsup": "↑", "hand.thumbsdown": "↓", "hand.point.up": "☝",
    "hand.point.right": "☞", "hand.point.left": "☜", "envelope": "✉", "message": "❝",
    "bubble.left": "❝", "bubble.right": "❞", "text.bubble": "❝", "quote.bubble": "❝",
    "ellipsis.bubble": "❝", "phone": "✆", "bell": "♪", "megaphone": "◁", "at.circle": "@",
    "calendar": "▦", "clock": "◷", "alarm": "◷", "timer": "◴", "stopwatch": "◴", "hourglass": "⧗",

    // Media.
    "play": "▶", "pause": "‖", "stop": "■", "record": "●", "playpause": "▶", "forward": "»",
    "backward": "«", "forward.end": "⇥", "backward.end": "⇤", "forward.frame": "»",
    "backward.frame": "«", "eject": "⏏", "speaker": "◁", "speaker.fill": "◀", "music.note": "♪",
    "music.note.list": "♫", "music.quarternote.3": "♫", "mic": "◎", "headphones": "∩",
    "waveform": "∿", "waveform.path": "∿", "waveform.path.ecg": "∿", "camera": "◙", "video": "◘",
    "photo": "▨", "photo.on.rectangle": "▨", "photo.stack": "▨", "photo.artframe": "▨", "film": "▥",
    "tv": "▭", "display": "▭", "desktopcomputer": "▭", "laptopcomputer": "▭", "iphone": "▯",
    "ipad": "▯", "applewatch": "◘", "gamecontroller": "✜", "keyboard": "⌨", "command": "⌘",
    "option": "⌥", "shift": "⇧", "control": "⌃", "capslock": "⇪", "escape": "⎋", "space": "␣",

    // Places, devices and things.
    "house": "⌂", "building.2": "▥", "building.columns": "⊓", "map": "▧", "mappin": "⚲",
    "mappin.and.ellipse": "⚲", "globe": "◍", "safari": "◍", "network": "◍", "wifi": "≈",
    "antenna.radiowaves.left.and.right": "≈", "dot.radiowaves.left.and.right": "≈",
    "airplane": "✈", "lock": "⚿", "lock.open": "⚿", "key": "⚷", "shield": "◈", "eye": "◉",
    "gear": "⚙", "gearshape": "⚙", "gearshape.2": "⚙", "hammer": "⚒", "wrench": "⚒",
    "wrench.and.screwdriver": "⚒", "screwdriver": "⚒", "ant": "✲", "ladybug": "✲", "cpu": "▣",
    "memorychip": "▤", "externaldrive": "▭", "internaldrive": "▭", "server.rack": "☰", "power": "⏻",
    "battery.100": "▮", "battery.75": "▮", "battery.50": "▯", "battery.25": "▯", "battery.0": "▯",
    "bolt": "ϟ", "lightbulb": "☼", "cart": "⊔", "bag": "⊔", "basket": "⊔", "creditcard": "▬",
    "banknote": "▭", "gift": "⊞", "briefcase": "⊟", "graduationcap": "⊼", "cross": "✚",
    "cross.case": "✚", "staroflife": "✱", "terminal": "❯", "chevron.left.forwardslash.chevron.right": "‹",

    // Weather and nature.
    "cloud": "☁", "icloud": "☁", "cloud.rain": "☂", "umbrella": "☂", "sun.max": "☀", "sun.min": "☼",
    "sun.horizon": "☀", "moon": "☾", "moon.stars": "☾", "snowflake": "❄", "thermometer": "°",
    "drop": "◊", "flame": "♨", "leaf": "❦", "tree": "♣", "wind": "≋", "tornado": "≋",
    "hurricane": "≋", "sparkles.rectangle.stack": "✧",
  ]
}

/// Which variant of a symbol a view shows, like SwiftUI's `SymbolVariants`:
/// set with `.symbolVariant(_:)`, read by `Image(systemName:)`, whose glyph
/// is the variant's where the table has one (`.fill` turns `star` into
/// `star.fill`, `★`).
public struct SymbolVariants: Hashable, Sendable {
  private enum Shape: Hashable, Sendable { case circle, square, rectangle }
  private var shape: Shape?
  private var isFilled = false
  private var isSlashed = false

  /// No variant: the symbol as named.
  public static let none = SymbolVariants()
  /// The symbol in a circle (`star.circle`).
  public static let circle = SymbolVariants(shape: .circle)
  /// The symbol in a square (`star.square`).
  public static let square = SymbolVariants(shape: .square)
  /// The symbol in a rectangle (`plus.rectangle`).
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// The filled symbol (`star.fill`).
  public static let fill = SymbolVariants(isFilled: true)
  /// The symbol struck through (`bell.slash`).
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant in a circle.
  public var circle: SymbolVariants { with { $0.shape = .circle } }
  /// This variant in a square.
  public var square: SymbolVariants { with { $0.shape = .square } }
  /// This variant in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
  /// This variant filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// This variant struck through.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// This variant with `other`'s parts added (`other`'s shape replaces
  /// this one's).
  func union(_ other: SymbolVariants) -> SymbolVariants {
    var result = self
    result.shape = other.shape ?? shape
    result.isFilled = isFilled || other.isFilled
    result.isSlashed = isSlashed || other.isSlashed
    return result
  }

  /// Whether this variant includes `other`'s parts.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// `name` with the variant's parts added in SF Symbols' order (`bell`,
  /// slash and fill: `bell.slash.fill`); parts it has already are not
  /// added again.
  func name(for name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    func add(_ part: String) { if !parts.contains(part) { parts.append(part) } }
    if isSlashed { add("slash") }
    switch shape {
    case .circle: add("circle")
    case .square: add("square")
    case .rectangle: add("rectangle")
    case nil: break
    }
    if isFilled { add("fill") }
    return parts.joined(separator: ".")
  }
}
