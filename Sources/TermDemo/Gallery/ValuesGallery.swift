import TermBridgeCore

/// Steppers and sliders (in range, at a bound, disabled), progress views
/// (spinner, empty, part way, done) and gauges; the slider drives the bar
/// and the gauge below it.
struct ValuesGallery: View {
  @State private var count = 3
  @State private var atMax = 5
  @State private var level = 0.4
  @State private var steps = 6.0

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Steppers") {
        Stepper("Count: \(count)", value: $count, in: 0...10)
        Stepper("At max: \(atMax)", value: $atMax, in: 0...5)
        Stepper("Disabled", value: $count, in: 0...10).disabled(true)
      }
      GallerySection(title: "Sliders") {
        Slider(value: $level, in: 0...1) {
          Text("Level")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("1")
        }
        Slider(value: $steps, in: 0...10, step: 1) { Text("Steps") }
        Slider(value: $level, in: 0...1) { Text("Off") }.disabled(true)
      }
      GallerySection(title: "Progress and gauges") {
        ProgressView("Loading")
        ProgressView(value: 0.0) { Text("Empty") }
        ProgressView(value: level) {
          Text("Level")
        } currentValueLabel: {
          Text("\(Int((level * 100).rounded()))%")
        }
        ProgressView("Done", value: 1.0)
        Gauge(value: steps, in: 0...10) {
          Text("Steps")
        } currentValueLabel: {
          Text("\(Int(steps)) of 10")
        }
      }
    }
  }
}
