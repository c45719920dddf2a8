import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative

/// A model fed by a subject, as pre-2023 apps wire a service to a view model.
final class FeedModel: ObservableObject {
  @Published var latest = ""
  var count = 0
}

/// Records what a subscription received.
final class Received<Value>: @unchecked Sendable {
  var values: [Value] = []
  var completions = 0
}

/// Combine's subjects, `sink`, `store(in:)` and `assign`.
@Suite struct SubjectTests {
  @Test func passthroughDeliversValuesSentAfterSubscribing() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(0)  // nobody listens yet
    let received = Received<Int>()
    var handles = Set<AnyCancellable>()
    subject.sink { received.values.append($0) }.store(in: &handles)
    subject.send(1)
    subject.send(2)
    #expect(received.values == [1, 2])
    handles.removeAll()  // releasing the handle ends the subscription
    subject.send(3)
    #expect(received.values == [1, 2])
  }

  @Test func completionEndsTheSubjectForEveryone() {
    let subject = PassthroughSubject<String, Never>()
    let received = Received<String>()
    let handle = subject.sink(
      receiveCompletion: { completion in
        #expect(completion == .finished)
        received.completions += 1
      },
      receiveValue: { received.values.append($0) })
    subject.send("a")
    subject.send(completion: .finished)
    subject.send("b")
    #expect(received.values == ["a"])
    #expect(received.completions == 1)
    // A later subscriber is told at once.
    let late = subject.sink(receiveCompletion: { _ in received.completions += 1 }, receiveValue: { _ in })
    #expect(received.completions == 2)
    _ = (handle, late)
  }

  @Test func currentValueGivesItsValueFirstAndHoldsTheNewest() {
    let volume = CurrentValueSubject<Int, Never>(5)
    let received = Received<Int>()
    let handle = volume.sink { received.values.append($0) }
    volume.value = 7
    volume.send(9)
    #expect(received.values == [5, 7, 9])
    #expect(volume.value == 9)
    handle.cancel()
    volume.value = 1
    #expect(received.values == [5, 7, 9])
  }

  @Test func voidSubjectsSendWithoutAValue() {
    let ping = PassthroughSubject<Void, Never>()
    let received = Received<Void>()
    let handle = ping.sink { received.values.append($0) }
    ping.send()
    ping.send()
    #expect(received.values.count == 2)
    _ = handle
  }

  @Test func assignSetsAPropertyAndRepublishesThroughPublished() {
    let model = FeedModel()
    let names = CurrentValueSubject<String, Never>("first")
    let changes = Received<Void>()
    let watch = model.objectWillChange.sink { changes.values.append(()) }
    names.assign(to: &model.$latest)
    #expect(model.latest == "first")
    names.send("second")
    #expect(model.latest == "second")
    #expect(changes.values.count == 2)  // one objectWillChange a value

    let counts = PassthroughSubject<Int, Never>()
    let handle = counts.assign(to: \.count, on: model)
    counts.send(4)
    #expect(model.count == 4)
    handle.cancel()
    counts.send(8)
    #expect(model.count == 4)
    _ = watch
  }

  @Test func failuresReachTheCompletionHandler() {
    struct Broken: Error, Equatable {}
    let subject = PassthroughSubject<Int, Broken>()
    let received = Received<Subscribers.Completion<Broken>>()
    let handle = subject.sink(receiveCompletion: { received.values.append($0) }, receiveValue: { _ in })
    subject.send(completion: .failure(Broken()))
    #expect(received.values == [.failure(Broken())])
    _ = handle
  }
}

/// A model that declares its own publisher, as apps do to send by hand.
final class HandSentModel: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var title = ""
}

extension SubjectTests {
  @Test func anEndedCurrentValueSubjectKeepsItsLastValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(2)
    subject.send(completion: .finished)
    subject.value = 3  // ignored: the subject has ended
    #expect(subject.value == 2)
    let received = Received<Int>()
    let handle = subject.sink { received.values.append($0) }
    #expect(received.values.isEmpty)  // an ended subject replays nothing
    _ = handle
  }

  @Test func aClassesOwnPublisherHearsValuesAssignedThroughItsProperty() {
    let model = HandSentModel()
    let changes = Received<Void>()
    let watch = model.objectWillChange.sink { changes.completions += 1 }
    model.title = "first"  // a direct write sends the class's own publisher
    #expect(changes.completions == 1)
    let feed = PassthroughSubject<String, Never>()
    feed.assign(to: &model.$title)
    feed.send("fed")
    #expect(model.title == "fed")
    #expect(changes.completions == 2)
    _ = watch
  }
}
