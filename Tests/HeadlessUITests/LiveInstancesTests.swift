import HeadlessUI
import Testing

/// A screen type no other test creates, so its count belongs to these tests alone.
@MainActor
final class CountedScreen: ViewController {}

/// A flow object that counts itself the way coordinators do.
@MainActor
final class CountedFlow {
    init() { LiveInstances.increment(CountedFlow.self) }
    isolated deinit { LiveInstances.decrement(CountedFlow.self) }
}

@MainActor
struct LiveInstancesTests {
    @Test func viewControllersCountThemselvesWhileAlive() {
        let start = LiveInstances.count(of: CountedScreen.self)
        let screens = [CountedScreen(), CountedScreen()]
        #expect(LiveInstances.count(of: CountedScreen.self) == start + screens.count)
    }

    @Test func countsGoBackToTheirStartValuesAfterAFlowEnds() throws {
        let startScreens = LiveInstances.count(of: CountedScreen.self)
        let startFlows = LiveInstances.count(of: CountedFlow.self)
        do {
            let flow = CountedFlow()
            let stack = try VisibleStack(root: CountedScreen())
            try stack.navigation.pushViewController(CountedScreen())
            try stack.navigation.present(CountedScreen())
            #expect(LiveInstances.count(of: CountedScreen.self) == startScreens + 3)
            #expect(LiveInstances.count(of: CountedFlow.self) == startFlows + 1)
            _ = flow
        }
        #expect(LiveInstances.count(of: CountedScreen.self) == startScreens)
        #expect(LiveInstances.count(of: CountedFlow.self) == startFlows)
    }

    @Test func theSnapshotListsOnlyTypesWithLiveInstances() {
        let flow = CountedFlow()
        #expect(LiveInstances.snapshot()["CountedFlow"] == LiveInstances.count(of: CountedFlow.self))
        _ = flow
    }

    @Test func aTypeWithNoInstancesCountsZero() {
        final class NeverCreated {}
        #expect(LiveInstances.count(of: NeverCreated.self) == 0)
        #expect(LiveInstances.snapshot()["NeverCreated"] == nil)
    }
}
