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

/// A child flow that only reports how it ended.
private final class OutputOnly: ChildFlowOutput {
    var onFinish: (@MainActor (ChildFlowResult) -> Void)?
}

@MainActor
@Test func aChildFlowTellsHowItEndedOnce() {
    let output = OutputOnly()
    var heard: [ChildFlowResult] = []
    output.onFinish = { heard.append($0) }
    output.finish(.completed)
    output.finish(.abandoned)
    #expect(heard == [.completed])
}
