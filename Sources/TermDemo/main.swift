import TermBridgeCore

let arguments = DemoArguments.parse(Array(CommandLine.arguments.dropFirst()))

if arguments.bench {
  MainActor.assumeIsolated {
    let counts = CommandLine.arguments.contains("--items") ? [arguments.items] : [100_000, 1_000_000]
    DemoBenchmark.run(itemCounts: counts, mode: arguments.mode, pace: arguments.benchPace)
  }
}

if arguments.benchContainers {
  MainActor.assumeIsolated {
    ContainerBenchmark.run(
      items: CommandLine.arguments.contains("--items") ? arguments.items : 1_000_000,
      only: arguments.benchContainersScenario)
  }
}

if arguments.benchControls {
  MainActor.assumeIsolated { ControlsBenchmark.run() }
}

if let seconds = arguments.benchMotionSeconds {
  MainActor.assumeIsolated { MotionBenchmark.run(seconds: seconds) }
}

if let hardening = arguments.hardening {
  MainActor.assumeIsolated {
    HardeningCommand.run(hardening, seed: arguments.seed, items: arguments.items)
  }
}

if arguments.inline {
  MainActor.assumeIsolated { InlineDemo.run(stepMilliseconds: arguments.stepMilliseconds) }
}

if arguments.mode == .echo {
  EchoDemo.run(arguments: ["--items", String(arguments.items)])
}

if arguments.mode == .commands {
  MainActor.assumeIsolated { CommandsDemoApp.main() }
}

if arguments.mode == .clock || arguments.mode == .still {
  MainActor.assumeIsolated {
    TermApplication.run { application in
      let window = TermWindow()
      window.rootViewController = TermHostingController(
        rootView: IdleClockScreen(ticking: arguments.mode == .clock))
      window.makeKeyAndVisible(in: application)
    }
  }
}

if arguments.mode == .live {
  MainActor.assumeIsolated {
    TermApplication.run { application in
      let window = TermWindow()
      let log = LiveLog(count: 100_000)
      window.rootViewController = TermHostingController(rootView: LiveLogScreen(log: log))
      window.makeKeyAndVisible(in: application)
      log.reportAtExit(of: application)
    }
  }
}

if arguments.mode == .gallery {
  MainActor.assumeIsolated {
    TermApplication.run { application in
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: GalleryScreen())
      window.commandPaletteKey = .control("p")
      window.makeKeyAndVisible(in: application)
    }
  }
}

MainActor.assumeIsolated {
  TermApplication.run { application in
    let model = DemoModel(itemCount: arguments.items, store: NotesStore(url: arguments.notesURL))
    application.willTerminate.append { model.saveNow() }
    QuitConfirmation(model: model, application: application).install()
    let window = TermWindow()
    switch arguments.mode {
    case .declarative, .echo, .gallery, .commands, .clock, .still, .live:
      window.rootViewController = TermHostingController(rootView: DemoScreen(model: model))
    case .imperative:
      window.rootViewController = ImperativeDemoController(model: model)
      // The keys that work where focus is, on the bottom line.
      window.keyHintsBar = TermKeyHintsBar()
    case .hosted:
      let controller = ImperativeDemoController(model: model)
      let panel = TermHostingController(rootView: HostedPanel(model: model))
      controller.sidePanel = panel.view
      controller.addChild(panel)
      window.rootViewController = controller
      panel.didMove(toParent: controller)
      window.keyHintsBar = TermKeyHintsBar()
    }
    window.makeKeyAndVisible(in: application)
  }
}
