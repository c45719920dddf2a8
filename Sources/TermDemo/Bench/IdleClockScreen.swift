import FoundationEssentials
import TermBridgeCore

/// `TermDemo --mode clock` and `--mode still`: the screen the idle check
/// (`Tests/EndToEnd/idle_cpu.py`) measures. With `ticking`, a
/// `TimelineView(.periodic(from:by: 1))` shows the time of day once a
/// second; without, the same screen shows a fixed text, and nothing may
/// wake the process at all.
struct IdleClockScreen: View {
  let ticking: Bool
  @State private var flag = true

  var body: some View {
    VStack(alignment: .leading) {
      Text(ticking ? "Idle check: a TimelineView clock, once a second" : "Idle check: no TimelineView")
      if ticking {
        TimelineView(.periodic(from: .now, by: 1)) { context in
          Text("Seconds today: \(Int(context.date.timeIntervalSince1970) % 86_400)")
        }
      } else {
        Text("Seconds today: -")
      }
      Toggle("A toggle", isOn: $flag)
      Text("Ctrl-Q quits")
    }
  }
}
