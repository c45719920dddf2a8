/// A class whose changes views follow, like Combine's `ObservableObject`:
///
/// ```swift
/// final class ScrumTimer: ObservableObject {
///   @Published var secondsElapsed = 0
/// }
/// struct MeetingView: View {
///   @StateObject var timer = ScrumTimer()
///   var body: some View { Text("\(timer.secondsElapsed) s") }
/// }
/// ```
///
/// A change to a `@Published` property sends ``objectWillChange`` first,
/// and every view that holds the object through ``StateObject``,
/// ``ObservedObject`` or ``EnvironmentObject`` runs its body again on the
/// next frame, as in SwiftUI. (`@Observable` is finer: only the views that
/// read the property changed run again.)
public protocol ObservableObject: AnyObject {
  /// The publisher of ``objectWillChange``: ``ObservableObjectPublisher``
  /// unless the class declares its own.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Publishes before each change of the object.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's one publisher, shared by its `@Published` properties
  /// (found by reflection, as Combine does, and kept in them); a class
  /// without any gets a new publisher at each access, so it declares its
  /// own `let objectWillChange = ObservableObjectPublisher()` to send by
  /// hand.
  public var objectWillChange: ObservableObjectPublisher {
    var storages: [any PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let storage = child.value as? any PublishedStorage { storages.append(storage) }
      }
      mirror = current.superclassMirror
    }
    return PublishedStorageBox.sharedPublisher(of: storages)
  }
}

/// Sends an object's `objectWillChange` when it is an ``ObservableObject``
/// with the standard publisher.
func sendObjectWillChange(of object: AnyObject) -> ObservableObjectPublisher? {
  guard let observable = object as? any ObservableObject else { return nil }
  func open<Object: ObservableObject>(_ object: Object) -> ObservableObjectPublisher? {
    object.objectWillChange as? ObservableObjectPublisher
  }
  let publisher = open(observable)
  publisher?.send()
  return publisher
}
