import TermBridgeCore

/// `TermDemo --inline`: a build that runs its steps below the shell
/// prompt. Each finished step is printed above the live rows (and stays in
/// the scrollback); the live rows show the step running, the next ones and
/// a progress bar, and shrink as the steps run out. `l` shows the whole
/// log on the full terminal for a while (a `fullScreenCover`: the
/// alternate screen; Esc comes back below the prompt). It quits by itself
/// when every step is done, or on q.
struct InlineDemoScreen: View {
  /// The steps, in order.
  static let steps = [
    "Resolve packages", "Fetch sources", "Compile TermBridgeTerminal", "Compile TermBridgeWidgets",
    "Compile TermBridgeDeclarative", "Link TermDemo", "Run the tests",
  ]

  /// How long each step takes.
  let stepDuration: Duration
  @Environment(\.printAbove) private var printAbove
  @State private var finished = 0
  @State private var showsLog = false

  var body: some View {
    let steps = InlineDemoScreen.steps
    VStack(alignment: .leading, spacing: 0) {
      if finished < steps.count {
        Text("▶ \(steps[finished])…").bold()
        ForEach(Array((finished + 1)..<min(steps.count, finished + 3)), id: \.self) { index in
          Text("  \(steps[index])").foregroundStyle(.secondary)
        }
      } else {
        Text("✓ All \(steps.count) steps done").bold()
      }
      Text(InlineDemoScreen.bar(finished: finished, of: steps.count, width: 20))
      HStack(spacing: 1) {
        Button("l log") { showsLog = true }.keyboardShortcut("l", modifiers: [])
        Text("q quits").foregroundStyle(.secondary)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .fullScreenCover(isPresented: $showsLog) {
      BuildLogScreen(finished: finished)
    }
    .task {
      for index in steps.indices {
        try? await Task.sleep(for: stepDuration)
        printAbove("✓ \(steps[index])")
        finished = index + 1
      }
      try? await Task.sleep(for: .milliseconds(300))
      TermApplication.shared?.terminate(exitCode: 0)
    }
  }

  /// A bar `width` cells wide, filled `finished/total` of the way, and the count.
  static func bar(finished: Int, of total: Int, width: Int) -> String {
    let filled = total == 0 ? width : finished * width / total
    return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      + "] \(finished)/\(total)"
  }
}

/// Every step with its state, on the whole terminal.
struct BuildLogScreen: View {
  let finished: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Build log").bold()
      ForEach(Array(InlineDemoScreen.steps.enumerated()), id: \.offset) { index, step in
        Text(index < finished ? "✓ \(step)" : index == finished ? "▶ \(step)…" : "  \(step)")
      }
      Spacer()
      Text("Esc goes back").foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

enum InlineDemo {
  /// Runs the inline demo, `stepMilliseconds` a step.
  @MainActor
  static func run(stepMilliseconds: Int) -> Never {
    var options = TerminalSession.Options()
    options.presentation = .inline(height: .content(max: 8))
    TermApplication.run(options: options) { application in
      application.unhandledKeyHandler = { [weak application] key in
        guard key == .character("q") else { return false }
        application?.terminate(exitCode: 0)
        return true
      }
      let window = TermWindow()
      window.rootViewController = TermHostingController(
        rootView: InlineDemoScreen(stepDuration: .milliseconds(stepMilliseconds)))
      window.makeKeyAndVisible(in: application)
    }
  }
}
