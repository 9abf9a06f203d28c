import Foundation
import IntroCombine
import Testing

@Suite struct PublisherTests {
    final class Model: ObservableObject {
        @Published var name = "a"
    }

    @Test func publishedSendsWillChangeBeforeEachSetAndItsProjectionSendsValues() {
        let model = Model()
        var events: [String] = []
        let change = model.objectWillChange.sink { events.append("will change from \(model.name)") }
        let values = model.$name.sink { events.append("value \($0)") }
        model.name = "b"
        #expect(events == ["value a", "will change from a", "value b"])
        change.cancel()
        values.cancel()
        model.name = "c"
        #expect(events.count == 3, "a cancelled subscription receives nothing")
        #expect(model.objectWillChange === model.objectWillChange, "an object keeps one publisher")
    }

    @Test func subjectsSendToTheirSubscribersInOrderUntilTheyFinish() {
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(1)
        var seen: [String] = []
        var cancellables = Set<AnyCancellable>()
        subject.map { $0 * 10 }.filter { $0 > 10 }.sink { seen.append("p\($0)") }.store(in: &cancellables)
        current.eraseToAnyPublisher().sink(receiveCompletion: { _ in seen.append("done") }, receiveValue: { seen.append("c\($0)") })
            .store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        current.value = 2
        current.send(completion: .finished)
        current.send(3)
        #expect(seen == ["c1", "p20", "c2", "done"])
        #expect(current.value == 3)
    }

    @Test func justSendsAtOnceAndTimersSendNothing() {
        final class Box { var value = 0 }
        let box = Box()
        _ = Just(4).assign(to: \.value, on: box)
        #expect(box.value == 4)
        var ticks = 0
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        timer.cancel()
        #expect(ticks == 0)
    }

    @Test func releasingACancellableEndsItsSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var seen = 0
        do {
            let kept = subject.sink { seen += $0 }
            subject.send(1)
            _ = kept
        }
        subject.send(1)
        #expect(seen == 1)
    }
}
