import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// A product as a state-restoration sample app hands it between scenes.
struct ActivityProduct: Codable, Equatable {
  let id: Int
  let name: String
}

/// What the activity closures were asked to do.
@MainActor
final class ActivityLog {
  var calls: [String] = []
}

/// A detail screen that advertises its product and continues activities,
/// and whose tile can be dragged out, as the sample writes it.
struct ActivityDetail: View {
  let log: ActivityLog
  var body: some View {
    Text("Mango")
      .userActivity("com.example.product", isActive: true) { activity in
        log.calls.append("update \(activity.activityType)")
      }
      .userActivity("com.example.element", element: 3) { element, _ in log.calls.append("element \(element)")
      }
      .onContinueUserActivity("com.example.product") { _ in log.calls.append("continue") }
      .onDrag {
        log.calls.append("drag")
        return NSItemProvider(text: "Mango")
      }
  }
}

@MainActor
@Suite struct UserActivityTests {
  @Test func aTypedPayloadGoesInAndComesBack() throws {
    let activity = NSUserActivity(activityType: "com.example.product")
    activity.title = "Mango"
    #expect(throws: DecodingError.self) { try activity.typedPayload(ActivityProduct.self) }
    try activity.setTypedPayload(ActivityProduct(id: 7, name: "Mango"))
    #expect(try activity.typedPayload(ActivityProduct.self) == ActivityProduct(id: 7, name: "Mango"))
    activity.addUserInfoEntries(from: ["extra": 1])
    #expect(activity.userInfo?["extra"] as? Int == 1)

    // Dragged out, an activity is offered as its payload.
    let provider = NSItemProvider(object: activity)
    #expect(provider.registeredTypeIdentifiers == ["com.apple.nsuseractivity"])
  }

  @Test func nothingAdvertisesContinuesOrDragsInATerminal() throws {
    let log = ActivityLog()
    try withHostedView(ActivityDetail(log: log), width: 20, height: 2) { app, _, screen in
      app.render()
      #expect(screen.rows()[0].contains("Mango"))
      #expect(log.calls.isEmpty)
    }
  }
}
