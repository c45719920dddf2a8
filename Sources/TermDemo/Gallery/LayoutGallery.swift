import TermBridgeCore

/// Stacks and a `Grid`, `ViewThatFits` at two widths, shapes, the border
/// styles and a `ScrollView` taller than its frame.
struct LayoutGallery: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HStack(alignment: .top, spacing: 3) {
        GallerySection(title: "Grid") {
          Grid(alignment: .leading, horizontalSpacing: 1, verticalSpacing: 0) {
            GridRow {
              Text("Name").bold()
              Text("Size").bold()
            }
            GridRow {
              Text("notes.txt")
              Text("12 KB").gridColumnAlignment(.trailing)
            }
            GridRow {
              Text("photo.png")
              Text("2 MB")
            }
            GridRow {
              Text("spans both columns").gridCellColumns(2)
            }
          }
        }
        GallerySection(title: "ViewThatFits") {
          fitting.frame(width: 24, alignment: .leading)
          fitting.frame(width: 14, alignment: .leading)
        }
      }
      GallerySection(title: "Shapes") {
        HStack(alignment: .top, spacing: 1) {
          Rectangle().fill(.blue).frame(width: 4, height: 3)
          Rectangle().stroke().frame(width: 5, height: 3)
          RoundedRectangle(cornerRadius: 4).stroke(.green).frame(width: 6, height: 3)
          Capsule().stroke(.magenta).frame(width: 6, height: 3)
          Circle().fill(.red).frame(width: 2, height: 1)
        }
      }
      GallerySection(title: "Borders") {
        HStack(spacing: 1) {
          Text("single").border(.single)
          Text("rounded").border(.rounded)
          Text("double").border(.double)
          Text("heavy").border(.heavy)
          Text("ascii").border(.ascii)
        }
      }
      GallerySection(title: "ScrollView") {
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(1...12, id: \.self) { line in Text("Line \(line) of 12") }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(height: 3)
        .border(.rounded, title: "scrolls")
      }
    }
  }

  private var fitting: some View {
    ViewThatFits {
      Text("The whole sentence fits")
      Text("A shorter one")
      Text("Short")
    }
  }
}
