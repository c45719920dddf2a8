import Testing

@testable import TermDemo

/// TermDemo's command line, for the options that need no terminal.
@Suite struct DemoArgumentsTests {
  @Test func benchTakesItemsAndAPace() {
    let arguments = DemoArguments.parse(["--bench", "--items", "1000", "--pace", "50"])
    #expect(arguments.bench)
    #expect(arguments.items == 1000)
    #expect(arguments.benchPace == 50)
    #expect(DemoArguments.parse(["--bench"]).benchPace == 0)
  }

  @Test func benchContainersTakesItems() {
    let arguments = DemoArguments.parse(["--bench-containers", "--items", "5000"])
    #expect(arguments.benchContainers)
    #expect(!arguments.bench)
    #expect(arguments.items == 5000)
    #expect(!DemoArguments.parse(["--bench"]).benchContainers)
    #expect(arguments.benchContainersScenario == nil)
  }

  @Test func benchContainersTakesOneScenarioByName() {
    let arguments = DemoArguments.parse([
      "--bench-containers", "sectioned List(selection:)", "--items", "5000",
    ])
    #expect(arguments.benchContainers)
    #expect(arguments.benchContainersScenario == "sectioned List(selection:)")
    #expect(arguments.items == 5000)
    #expect(DemoArguments.usage.contains("--bench-containers [NAME]"))
  }

  @Test func benchMotionTakesSeconds() {
    #expect(DemoArguments.parse(["--bench-motion"]).benchMotionSeconds == 5)
    #expect(DemoArguments.parse(["--bench-motion", "12"]).benchMotionSeconds == 12)
    #expect(DemoArguments.parse(["--bench"]).benchMotionSeconds == nil)
    #expect(DemoArguments.usage.contains("--bench-motion [SECONDS]"))
  }

  @Test func galleryIsAMode() {
    #expect(DemoArguments.parse(["--mode", "gallery"]).mode == .gallery)
    #expect(DemoArguments.Mode.allCases.contains(.gallery))
    #expect(DemoArguments.usage.contains("declarative|imperative|hosted|echo|gallery"))
  }

  @Test func notesModeAndHardeningRuns() {
    let arguments = DemoArguments.parse(["--notes", "/tmp/n.json", "--mode", "hosted"])
    #expect(arguments.notesPath == "/tmp/n.json")
    #expect(arguments.mode == .hosted)
    #expect(DemoArguments.parse(["--soak", "2_000", "--seed", "7"]).seed == 7)
    guard case .soak(keys: 2000)? = DemoArguments.parse(["--soak", "2_000"]).hardening else {
      Issue.record("--soak 2_000 was not a soak of 2000 keys")
      return
    }
  }
}
