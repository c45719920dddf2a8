import TermBridgeCore

/// Motion that plays: rows inserted and removed with transitions, a box
/// moved by an offset on a spring, a fade, and a number that counts, each
/// started by a button. `TERMBRIDGE_REDUCE_MOTION=1` draws them at once.
struct MotionGallery: View {
  @State private var rows = ["first row", "second row"]
  @State private var next = 3
  @State private var right = false
  @State private var shown = true
  @State private var count = 0
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Insert and remove (.move, .slide; a List)") {
        HStack(alignment: .top, spacing: 3) {
          VStack(alignment: .leading, spacing: 0) {
            HStack {
              Button("Insert") {
                withAnimation(.easeOut(duration: 0.4)) {
                  rows.insert("row \(next)", at: 0)
                  next += 1
                }
              }
              Button("Remove") {
                guard !rows.isEmpty else { return }
                withAnimation(.easeIn(duration: 0.4)) { _ = rows.removeLast() }
              }
            }
            VStack(alignment: .leading, spacing: 0) {
              ForEach(rows, id: \.self) { row in
                Text(row).transition(.asymmetric(insertion: .move(edge: .leading), removal: .slide))
              }
            }
            .frame(height: 5, alignment: .topLeading)
          }
          MotionListRows()
        }
      }
      GallerySection(title: "Offset on a spring (.bouncy)") {
        Button("Move") { right.toggle() }
        Text("[■]").offset(x: right ? 20 : 0).animation(.bouncy, value: right)
      }
      GallerySection(title: "Fade (.opacity) and count (.numericText())") {
        HStack {
          Button("Fade") { withAnimation(.linear(duration: 0.8)) { shown.toggle() } }
          Button("Count") { withAnimation(.easeInOut(duration: 1)) { count += 250 } }
        }
        VStack(alignment: .leading, spacing: 0) {
          if shown { Text("comes and goes").foregroundStyle(Color.cyan).transition(.opacity) }
        }
        .frame(height: 1)
        Text("total \(count)").contentTransition(.numericText())
      }
      Text(
        reduceMotion ? "Reduced motion: changes are drawn at once." : "TERMBRIDGE_REDUCE_MOTION=1: no motion"
      )
      .foregroundStyle(.secondary)
    }
  }
}

/// A `List` whose rows are inserted and removed under `withAnimation`:
/// the rows below slide a line at a time, new rows fade in, removed ones
/// fade out.
struct MotionListRows: View {
  @State private var fruits = ["apple", "banana", "cherry"]
  @State private var next = 0
  private static let names = ["damson", "elderberry", "fig", "grape", "kiwi", "lemon", "mango", "nectarine"]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("Add") {
          withAnimation(.easeInOut(duration: 0.5)) {
            fruits.insert("\(Self.names[next % Self.names.count]) \(next / Self.names.count + 1)", at: 0)
            next += 1
          }
        }
        Button("Delete") {
          guard !fruits.isEmpty else { return }
          withAnimation(.easeInOut(duration: 0.5)) { _ = fruits.removeFirst() }
        }
      }
      List(fruits, id: \.self) { Text($0) }
        .frame(width: 18, height: 5)
    }
  }
}
