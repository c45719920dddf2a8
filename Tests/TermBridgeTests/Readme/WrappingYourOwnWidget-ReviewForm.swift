import TermBridge

struct ReviewForm: View {
  @State private var stars = 3

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("How was it?")
      StarRating(rating: $stars)
      Text("\(stars) of 5")
      Button("Reset") { stars = 0 }
    }
  }
}
