import Testing

@testable import TermDemo

/// `TermDemo --bench-controls` is an option of its own.
@Suite struct ControlsBenchmarkArgumentsTests {
  @Test func benchControlsIsItsOwnOption() {
    #expect(DemoArguments.parse(["--bench-controls"]).benchControls)
    #expect(!DemoArguments.parse(["--bench-controls"]).benchContainers)
    #expect(!DemoArguments.parse(["--bench-containers"]).benchControls)
  }
}
