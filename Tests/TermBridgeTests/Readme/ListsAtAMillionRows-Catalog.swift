import TermBridge

struct Product: Identifiable {
  let id: Int
  var name: String { "Product \(id)" }
}

struct CatalogList: View {
  let products = (1...1_000_000).map(Product.init(id:))
  @State private var selection: Product.ID?

  var body: some View {
    List(products, selection: $selection) { product in
      HStack {
        Text(product.name)
        Spacer()
        Text("#\(product.id)")
      }
    }
    .listStyle(.plain)
  }
}
