#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An activity the app advertises for Handoff, Spotlight or a new scene,
/// TermBridge's stand-in for Foundation's `NSUserActivity`
/// (swift-corelibs-foundation has none). A terminal app has no Handoff,
/// no search index and one scene: an activity is a value an app fills in
/// and reads back (`setTypedPayload(_:)` / `typedPayload(_:)` included),
/// and nothing else sees it.
open class NSUserActivity {
  /// The kind of activity, a reverse-DNS string the app declares.
  public let activityType: String
  /// A title a user would see for it.
  open var title: String?
  /// The activity's values.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of `userInfo` needed to continue it.
  open var requiredUserInfoKeys: Set<String>?
  /// The identifier of the content it is about, for choosing a scene.
  open var targetContentIdentifier: String?
  /// A web page to continue it in.
  open var webpageURL: URL?
  /// An identifier for deleting it from the index later.
  open var persistentIdentifier: String?
  /// Whether it may be continued on another device (never, here).
  open var isEligibleForHandoff = true
  /// Whether it may be indexed for search (never, here).
  open var isEligibleForSearch = false
  /// Whether it may be offered as a suggestion (never, here).
  open var isEligibleForPrediction = false
  /// Whether the app should fill it in again before it is used.
  open var needsSave = false

  /// An activity of `activityType`.
  public init(activityType: String) { self.activityType = activityType }

  /// Adds `otherDictionary`'s entries to ``userInfo``.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var info = userInfo ?? [:]
    for (key, value) in otherDictionary { info[key] = value }
    userInfo = info
  }

  /// Makes it the current activity (nothing sees it here).
  open func becomeCurrent() {}
  /// Stops it being the current activity.
  open func resignCurrent() {}
  /// Ends it.
  open func invalidate() {}

  /// The key of ``userInfo`` the typed payload is kept under.
  static let payloadKey = "TermBridge.typedPayload"

  /// Stores `payload` in the activity as JSON, like SwiftUI's
  /// `setTypedPayload(_:)`.
  public func setTypedPayload<T: Encodable>(_ payload: T) throws {
    addUserInfoEntries(from: [Self.payloadKey: try JSONEncoder().encode(payload)])
  }

  /// The payload stored by ``setTypedPayload(_:)``, like SwiftUI's
  /// `typedPayload(_:)`; throws when there is none or it is not a `T`.
  public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
    guard let data = userInfo?[Self.payloadKey] as? Data else {
      throw DecodingError.valueNotFound(
        type, DecodingError.Context(codingPath: [], debugDescription: "The activity has no typed payload"))
    }
    return try JSONDecoder().decode(type, from: data)
  }
}

extension View {
  /// Advertises an activity of `activityType` while `isActive`, like
  /// SwiftUI's `userActivity(_:isActive:_:)`. A terminal has no Handoff,
  /// Spotlight or second scene to offer it to, so `update` is never
  /// called; the view is unchanged (the porting page lists it).
  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Advertises an activity of `activityType` about `element`, like
  /// SwiftUI's `userActivity(_:element:_:)`; `update` is never called here.
  public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Continues an activity of `activityType` handed to the app, like
  /// SwiftUI's `onContinueUserActivity(_:perform:)`. Nothing hands a
  /// terminal app an activity, so `action` is never called.
  public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    self
  }
}
