import HeadlessUI
import Testing

@MainActor
struct InteractivePopTests {
    let root = ViewController()
    let top = ViewController()

    @Test func finishingTheSwipePopsTheTopAndTellsTheDelegate() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(top)
        let spy = NavigationDelegateSpy()
        stack.navigation.delegate = spy
        try stack.navigation.beginInteractivePop().finish()
        #expect(identical(stack.navigation.viewControllers, [root]))
        #expect(identical(spy.didShow, [root]))
        #expect(stack.navigation.interactivePop == nil)
    }

    @Test func cancellingTheSwipeChangesNothingAndTellsTheDelegateNothing() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(top)
        let spy = NavigationDelegateSpy()
        stack.navigation.delegate = spy
        try stack.navigation.beginInteractivePop().cancel()
        #expect(identical(stack.navigation.viewControllers, [root, top]))
        #expect(spy.didShow.isEmpty)
        #expect(root.appearanceState == .disappeared)
        #expect(top.appearanceState == .appeared)
    }

    @Test func aSwipeOnTheRootAloneIsATypedError() throws {
        let stack = try VisibleStack(root: root)
        #expect(throws: NavigationError.nothingToPop) {
            try stack.navigation.beginInteractivePop()
        }
    }

    @Test func aSecondSwipeWhileOneIsRunningIsATypedError() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(top)
        _ = try stack.navigation.beginInteractivePop()
        #expect(throws: NavigationError.interactivePopInProgress) {
            try stack.navigation.beginInteractivePop()
        }
    }

    @Test func pushingDuringASwipeIsRefused() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(top)
        _ = try stack.navigation.beginInteractivePop()
        #expect(throws: NavigationError.interactivePopInProgress) {
            try stack.navigation.pushViewController(ViewController())
        }
    }

    @Test func finishingASwipeTwicePopsOnlyOnce() throws {
        let stack = try VisibleStack(root: root)
        let middle = ViewController()
        try stack.navigation.pushViewController(middle)
        try stack.navigation.pushViewController(top)
        let swipe = try stack.navigation.beginInteractivePop()
        swipe.finish()
        swipe.finish()
        #expect(identical(stack.navigation.viewControllers, [root, middle]))
    }

    @Test func replacingTheStackCancelsTheSwipeFirst() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(top)
        let swipe = try stack.navigation.beginInteractivePop()
        let replacement = ViewController()
        try stack.navigation.setViewControllers([replacement])
        swipe.finish()
        #expect(identical(stack.navigation.viewControllers, [replacement]))
        #expect(replacement.appearanceState == .appeared)
        #expect(top.appearanceState == .disappeared)
        #expect(root.appearanceState == .disappeared)
    }
}
