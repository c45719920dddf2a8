import FoundationEssentials
import TermBridgeCore

/// Date pickers in each style (compact, wheel, field, graphical, one with
/// a range), colour pickers (a palette popover with a hex field, one with
/// opacity), and time: a timer text and a `TimelineView`, each woken by
/// one main-loop timer a second and by nothing else.
struct DatesGallery: View {
  /// 14 March 2025, 9:30 in the local calendar: a fixed date, so the
  /// screen reads the same on every run.
  @State private var due = DatesGallery.start
  @State private var alarm = DatesGallery.start
  @State private var day = DatesGallery.start
  @State private var born = DatesGallery.start
  @State private var tint = Color.cyan
  @State private var fill = Color(red255: 255, green: 140, blue: 0)
  @State private var opened = Date()

  static let start =
    Calendar.current.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 9, minute: 30)) ?? Date()

  var body: some View {
    HStack(alignment: .top, spacing: 2) {
      VStack(alignment: .leading, spacing: 1) {
        GallerySection(title: "Date pickers") {
          DatePicker("Due", selection: $due)
          DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
            .datePickerStyle(.wheel)
          DatePicker("Born", selection: $born, in: ...DatesGallery.start, displayedComponents: .date)
            .datePickerStyle(.field)
        }
        GallerySection(title: "Colours") {
          ColorPicker("Tint", selection: $tint, supportsOpacity: false)
          ColorPicker("Fill", selection: $fill)
          Text("Tinted text").foregroundStyle(tint)
        }
        GallerySection(title: "Time") {
          HStack(spacing: 1) {
            Text("Open for")
            Text(opened, style: .timer)
          }
          TimelineView(.periodic(from: opened, by: 1)) { context in
            Text("Ticks: \(Int(context.date.timeIntervalSince(opened)))")
          }
        }
      }
      .frame(width: 27, alignment: .leading)
      DatePicker(
        "Within a week", selection: $day,
        in: DatesGallery.start.addingTimeInterval(
          -86_400 * 3)...DatesGallery.start.addingTimeInterval(86_400 * 3),
        displayedComponents: .date
      )
      .datePickerStyle(.graphical)
    }
  }
}
