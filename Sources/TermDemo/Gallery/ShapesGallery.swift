import TermBridgeCore

/// A triangle written as an app writes a `Shape`.
struct GalleryTriangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// A wave of cubic curves across the frame.
struct GalleryWave: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.midY))
      path.addCurve(
        to: CGPoint(x: rect.midX, y: rect.midY), control1: CGPoint(x: rect.width * 0.2, y: rect.minY - 2),
        control2: CGPoint(x: rect.width * 0.3, y: rect.minY - 2))
      path.addCurve(
        to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.width * 0.7, y: rect.maxY + 2),
        control2: CGPoint(x: rect.width * 0.8, y: rect.maxY + 2))
    }
  }
}

/// Shapes drawn into the cells in braille dots (or half blocks, or ASCII):
/// paths, the built-in shapes, strokes, trims, gradients and a canvas.
struct ShapesGallery: View {
  @State private var trim = 0.7

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Paths and shapes") {
        HStack {
          Text("Trim")
          Slider(value: $trim, in: 0...1, step: 0.1).frame(width: 20)
        }
        HStack(spacing: 2) {
          GalleryTriangle().fill(.green).frame(width: 10, height: 5)
          Circle().stroke(.red, lineWidth: 1).frame(width: 6, height: 5)
          Circle().trim(from: 0, to: trim).rotation(.degrees(-90)).stroke(.orange, lineWidth: 2)
            .frame(width: 6, height: 5)
          Ellipse().fill(.blue).frame(width: 10, height: 5)
          GalleryWave().stroke(.cyan, style: StrokeStyle(lineWidth: 1, dash: [2, 1])).frame(
            width: 12, height: 5)
        }
      }
      GallerySection(title: "Borders") {
        HStack(spacing: 2) {
          Rectangle().stroke().frame(width: 8, height: 3)
          RoundedRectangle(cornerRadius: 2).strokeBorder(.green, lineWidth: 1).frame(width: 8, height: 3)
          Capsule().fill(.purple).frame(width: 10, height: 3)
          UnevenRoundedRectangle(topLeadingRadius: 3, bottomTrailingRadius: 3).fill(.teal)
            .frame(width: 10, height: 3)
        }
      }
      GallerySection(title: "Gradients") {
        HStack(spacing: 2) {
          LinearGradient(colors: [.red, .yellow, .green], startPoint: .leading, endPoint: .trailing)
            .frame(width: 12, height: 3)
          RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 5)
            .frame(width: 10, height: 3)
          Circle().fill(AngularGradient(colors: [.red, .blue, .red], center: .center)).frame(
            width: 6, height: 3)
          Capsule().fill(Color.pink.gradient).frame(width: 10, height: 3)
        }
      }
      GallerySection(title: "Canvas") {
        Canvas { context, size in
          var axis = Path()
          axis.move(to: CGPoint(x: 0, y: size.height / 2))
          axis.addLine(to: CGPoint(x: size.width, y: size.height / 2))
          context.stroke(axis, with: .color(.gray), lineWidth: 1)
          var wave = Path()
          wave.move(to: CGPoint(x: 0, y: size.height / 2))
          for step in 1...40 {
            let x = size.width * Double(step) / 40
            wave.addLine(to: CGPoint(x: x, y: size.height / 2 * (1 - triangleWave(Double(step) / 10))))
          }
          context.stroke(wave, with: .color(.yellow), lineWidth: 1)
          context.draw(Text("GraphicsContext"), at: CGPoint(x: size.width - 9, y: 0), anchor: .top)
        }
        .frame(width: 46, height: 3)
      }
    }
  }

  /// A wave from -1 to 1 with a period of 1, without Foundation's sine.
  private func triangleWave(_ x: Double) -> Double {
    let phase = x - x.rounded(.down)
    return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
  }
}
