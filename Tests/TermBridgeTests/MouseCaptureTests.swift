import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A view that records the mouse events it gets, with their points.
@MainActor
final class MouseRecorder: TermView {
  var events: [(MouseEvent.Kind, Point)] = []

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    events.append((event.kind, point))
    return true
  }
}

/// Drags and releases go to the view the button was pressed on.
@MainActor
@Suite struct MouseCaptureTests {
  @Test func aDragAndItsReleaseStayWithTheViewPressedOn() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let left = MouseRecorder(frame: Rect(x: 0, y: 0, width: 5, height: 1))
      let right = MouseRecorder(frame: Rect(x: 10, y: 0, width: 5, height: 1))
      window.addSubview(left)
      window.addSubview(right)
      window.makeKeyAndVisible(in: app)
      app.render()
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 0))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 12, y: 3))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 12, y: 3))),
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 11, y: 0))),
      ])
      #expect(left.events.count == 3)
      #expect(left.events.last?.1 == Point(x: 12, y: 3))  // in the pressed view's coordinates
      #expect(right.events.count == 1)  // only its own press
    }
  }

  @Test func aButtonReleasedElsewhereDoesNotFire() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let button = TermButton(title: "Go")
      button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
      var presses = 0
      button.onPress = { presses += 1 }
      window.addSubview(button)
      window.makeKeyAndVisible(in: app)
      app.render()
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 0))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 15, y: 4))),
      ])
      #expect(presses == 0)
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 0))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 2, y: 0))),
      ])
      #expect(presses == 1)
    }
  }
}
