/// Cells of one row of a window that link to a URL (OSC 8), in the
/// window's coordinates: columns `minX..<maxX` of row `y`.
struct HyperlinkRun: Hashable {
  var y: Int
  var minX: Int
  var maxX: Int
  var url: String
}
