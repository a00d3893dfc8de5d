import HeadlessUI
import Testing

@testable import NavigationKit

/// A flow with no screens of its own, to watch child bookkeeping.
final class StubCoordinator: Coordinator {
    let rootViewController = ViewController()
    let childCoordinators = ChildCoordinators()
    private(set) var starts = 0

    func start() {
        starts += 1
    }
}

struct CoordinatorChildTests {
    let parent = StubCoordinator()

    @Test func addingTheSameChildTwiceKeepsOneReference() {
        let child = StubCoordinator()
        parent.addDependency(child)
        parent.addDependency(child)
        #expect(parent.childCoordinators.all.count == 1)
        #expect(parent.childCoordinators.contains(child))
    }

    @Test func childrenKeepTheOrderTheyWereAddedIn() {
        let first = StubCoordinator()
        let second = StubCoordinator()
        parent.addDependency(first)
        parent.addDependency(second)
        #expect(
            parent.childCoordinators.all.map { ObjectIdentifier($0) } == [first, second].map { ObjectIdentifier($0) })
    }

    @Test func removingAChildReleasesItAndEveryGrandchild() {
        weak var releasedChild: StubCoordinator?
        weak var releasedGrandchild: StubCoordinator?
        do {
            let child = StubCoordinator()
            let grandchild = StubCoordinator()
            child.addDependency(grandchild)
            parent.addDependency(child)
            releasedChild = child
            releasedGrandchild = grandchild
        }
        parent.removeDependency(releasedChild)
        #expect(releasedChild == nil)
        #expect(releasedGrandchild == nil)
    }

    @Test func removingAChildEmptiesItsOwnChildrenEvenIfSomeoneElseHoldsIt() {
        let child = StubCoordinator()
        let grandchild = StubCoordinator()
        child.addDependency(grandchild)
        parent.addDependency(child)
        parent.removeDependency(child)
        #expect(child.childCoordinators.all.isEmpty)
        #expect(!parent.childCoordinators.contains(child))
    }

    @Test func removingACoordinatorThatIsNotAChildChangesNothing() {
        let child = StubCoordinator()
        let stranger = StubCoordinator()
        let strangersChild = StubCoordinator()
        stranger.addDependency(strangersChild)
        parent.addDependency(child)
        parent.removeDependency(stranger)
        #expect(parent.childCoordinators.all.count == 1)
        #expect(stranger.childCoordinators.contains(strangersChild))
    }

    @Test func removingNilChangesNothing() {
        parent.addDependency(StubCoordinator())
        parent.removeDependency(nil)
        #expect(parent.childCoordinators.all.count == 1)
    }

    @Test func removingAllReleasesEveryDescendant() {
        weak var releasedGrandchild: StubCoordinator?
        do {
            let first = StubCoordinator()
            let second = StubCoordinator()
            let grandchild = StubCoordinator()
            second.addDependency(grandchild)
            parent.addDependency(first)
            parent.addDependency(second)
            releasedGrandchild = grandchild
        }
        parent.removeAllDependencies()
        #expect(parent.childCoordinators.all.isEmpty)
        #expect(releasedGrandchild == nil)
    }

    @Test func aCoordinatorCannotBeItsOwnChild() {
        parent.addDependency(parent)
        #expect(parent.childCoordinators.all.isEmpty)
    }

    @Test func aChildHoldingItsParentDoesNotLoopForeverOnRemoval() {
        let child = StubCoordinator()
        parent.addDependency(child)
        child.addDependency(parent)
        parent.removeAllDependencies()
        #expect(parent.childCoordinators.all.isEmpty)
        #expect(child.childCoordinators.all.isEmpty)
    }
}

/// Records every end a journey told.
private final class HeardEnds: JourneyDelegate {
    var results: [JourneyResult] = []
    func journeyDidEnd(_ journey: any Coordinator, with result: JourneyResult) { results.append(result) }
}

/// A journey with no screens, only an outcome.
private final class EmptyJourney: Coordinator {
    let childCoordinators = ChildCoordinators()
    let rootViewController = ViewController()
    func start() {}
}

@MainActor
@Test func aJourneyTellsHowItEndedOnce() {
    let delegate = HeardEnds()
    let outcome = JourneyOutcome(delegate: delegate)
    let journey = EmptyJourney()
    outcome.record(.completed)
    outcome.tell(from: journey)
    outcome.record(.abandoned)
    outcome.tell(from: journey)
    #expect(delegate.results == [.completed])
}

@MainActor
@Test func aJourneyNobodyCompletedEndsAbandoned() {
    let delegate = HeardEnds()
    let outcome = JourneyOutcome(delegate: delegate)
    outcome.tell(from: EmptyJourney())
    #expect(delegate.results == [.abandoned])
}
