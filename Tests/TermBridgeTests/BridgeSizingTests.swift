import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@Observable
@MainActor
final class SizingModel {
  var text = "ab"
  var tick = 0
}

/// A label that counts how often its intrinsic size is asked for.
@MainActor
final class CountingLabel: TermLabel {
  var intrinsicSizeReads = 0
  override var intrinsicContentSize: Size? {
    intrinsicSizeReads += 1
    return super.intrinsicContentSize
  }
}

/// A label wrapped without sizing of its own: the label's intrinsic size
/// decides (the `tick` read makes updates that change nothing).
struct PlainLabelRepresentable: TermViewRepresentable {
  let model: SizingModel

  func makeTermView(context: Context) -> CountingLabel { CountingLabel(text: model.text) }

  func updateTermView(_ label: CountingLabel, context: Context) {
    _ = model.tick
    label.text = model.text
  }
}

/// The same label, sized by the representable itself.
struct SelfSizedLabelRepresentable: TermViewRepresentable {
  let model: SizingModel
  let counter: SizingCounter

  func makeTermView(context: Context) -> TermLabel { TermLabel(text: model.text) }

  func updateTermView(_ label: TermLabel, context: Context) {
    _ = model.tick
    label.text = model.text
  }

  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermLabel, context: Context) -> Size? {
    counter.calls += 1
    return Size(width: DisplayWidth.of(termView.text) + 2, height: 1)
  }
}

/// A label the representable sets up in `sizeThatFits` for the width it is
/// offered (a row of "w", at most six), as an app that measures its view by
/// configuring it does: each measurement changes the label's text, and so
/// its intrinsic size.
struct ConfiguredWhileMeasuredRepresentable: TermViewRepresentable {
  let model: SizingModel
  let counter: SizingCounter

  func makeTermView(context: Context) -> TermLabel { TermLabel(text: "") }

  func updateTermView(_ label: TermLabel, context: Context) { _ = model.tick }

  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermLabel, context: Context) -> Size? {
    counter.calls += 1
    let width = max(0, min(proposal.width ?? 6, 6))
    termView.text = String(repeating: "w", count: width)
    return Size(width: width, height: 1)
  }
}

@MainActor
final class SizingCounter {
  var calls = 0
}

/// After an update, a representable is measured again only when its size
/// may have changed: always when it sizes itself, and when its widget's
/// intrinsic size changed when it does not.
@MainActor
@Suite struct BridgeSizingTests {
  /// `view`, then "|end", in a row.
  private func beforeEnd(_ view: some View) -> some View {
    HStack(spacing: 0) {
      view
      Text("|end")
      Spacer()
    }
  }

  /// The plain label at its own size, then "|end".
  private func labelBeforeEnd(_ model: SizingModel) -> some View {
    beforeEnd(PlainLabelRepresentable(model: model).fixedSize())
  }

  @Test func aWidgetSizedRepresentableIsRelaidOutWhenItsIntrinsicSizeChanges() throws {
    let model = SizingModel()
    try withHostedView(labelBeforeEnd(model), width: 20, height: 1) { app, host, screen in
      #expect(screen.rows()[0].hasPrefix("ab|end"))
      let label = try #require(findView(CountingLabel.self, in: host))
      // An update that leaves the label as it was measures nothing again:
      // one look at the intrinsic size tells the sizes still hold.
      label.intrinsicSizeReads = 0
      let updates = host.statistics.widgetUpdates
      model.tick += 1
      app.render()
      #expect(host.statistics.widgetUpdates > updates)
      #expect(label.intrinsicSizeReads == 1)
      #expect(screen.rows()[0].hasPrefix("ab|end"))
      // A longer text grows the label's intrinsic size: the stack follows.
      model.text = "abcdef"
      app.render()
      #expect(label.intrinsicSizeReads > 2)
      #expect(screen.rows()[0].hasPrefix("abcdef|end"))
      model.text = "x"
      app.render()
      #expect(screen.rows()[0].hasPrefix("x|end"))
    }
  }

  @Test func aWidgetThatChangesItsOwnSizeOutsideAnUpdateIsLaidOutAgain() throws {
    let model = SizingModel()
    try withHostedView(labelBeforeEnd(model), width: 20, height: 1) { app, host, screen in
      let label = try #require(findView(CountingLabel.self, in: host))
      let updates = host.statistics.widgetUpdates
      // The app changes its own view, as a coordinator or a timer would.
      label.text = "abcdef"
      app.render()
      #expect(screen.rows()[0].hasPrefix("abcdef|end"))
      label.text = "x"
      app.render()
      #expect(screen.rows()[0].hasPrefix("x|end"))
      // Laid out again without updating the representable.
      #expect(host.statistics.widgetUpdates == updates)
    }
  }

  /// Measuring calls the app's `sizeThatFits`, which may set its view up;
  /// the size changes that makes are the measurement's, not a new one's (a
  /// node that measured again for them would recurse, each measurement
  /// undoing the last one's text).
  @Test func aRepresentableThatSetsItsViewUpWhileMeasuredStartsNoNewMeasurement() throws {
    let model = SizingModel()
    let counter = SizingCounter()
    let view = beforeEnd(ConfiguredWhileMeasuredRepresentable(model: model, counter: counter))
    try withHostedView(view, width: 20, height: 1) { app, host, screen in
      #expect(screen.rows()[0].contains("|end"))
      let firstLayout = counter.calls
      #expect(firstLayout > 0 && firstLayout < 20)
      // An update measures again, a bounded number of times.
      model.tick += 1
      app.render()
      #expect(counter.calls > firstLayout && counter.calls - firstLayout < 20)
      #expect(screen.rows()[0].contains("|end"))
    }
  }

  @Test func aSelfSizedRepresentableIsMeasuredAgainAfterEveryUpdate() throws {
    let model = SizingModel()
    let counter = SizingCounter()
    let view = beforeEnd(SelfSizedLabelRepresentable(model: model, counter: counter))
    try withHostedView(view, width: 20, height: 1) { app, host, screen in
      #expect(screen.rows()[0].hasPrefix("ab  |end"))
      let calls = counter.calls
      model.tick += 1
      app.render()
      #expect(counter.calls > calls)
      model.text = "abcdef"
      app.render()
      #expect(screen.rows()[0].hasPrefix("abcdef  |end"))
    }
  }
}
