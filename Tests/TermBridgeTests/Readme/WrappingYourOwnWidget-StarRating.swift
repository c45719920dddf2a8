import TermBridge

struct StarRating: TermViewRepresentable {
  @Binding var rating: Int
  var maximum = 5

  final class Coordinator: StarRatingViewDelegate {
    var parent: StarRating
    init(parent: StarRating) { self.parent = parent }

    func starRatingView(_ view: StarRatingView, didChangeRating rating: Int) {
      parent.rating = rating
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> StarRatingView {
    let view = StarRatingView()
    view.delegate = context.coordinator
    return view
  }

  func updateTermView(_ view: StarRatingView, context: Context) {
    context.coordinator.parent = self
    view.maximum = maximum
    if view.rating != rating { view.rating = rating }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, termView: StarRatingView, context: Context) -> Size? {
    // One row; as many stars as fit in the width offered.
    let width = maximum * 2 - 1
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  static func dismantleTermView(_ view: StarRatingView, coordinator: Coordinator) {
    view.delegate = nil
  }
}
