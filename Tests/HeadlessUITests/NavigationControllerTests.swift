import HeadlessUI
import HeadlessUITesting
import Testing

/// Remembers what a navigation controller told its delegate.
@MainActor
final class NavigationDelegateSpy: NavigationControllerDelegate {
    private(set) var willShow: [ViewController] = []
    private(set) var didShow: [ViewController] = []

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        willShow.append(viewController)
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        didShow.append(viewController)
    }
}

@MainActor
struct NavigationControllerTests {
    let root = ViewController()
    let second = ViewController()
    let third = ViewController()

    @Test func pushPutsTheControllerOnTopAndMakesItsNavigationControllerKnown() throws {
        let navigation = try NavigationController(rootViewController: root)
        try navigation.pushViewController(second)
        #expect(identical(navigation.viewControllers, [root, second]))
        #expect(navigation.topViewController === second)
        #expect(second.navigationController === navigation)
    }

    @Test func popReturnsTheTopAndForgetsItsNavigationController() throws {
        let navigation = try NavigationController(rootViewController: root)
        try navigation.pushViewController(second)
        let popped = navigation.popViewController()
        #expect(popped === second)
        #expect(identical(navigation.viewControllers, [root]))
        #expect(second.navigationController == nil)
    }

    @Test func popNeverRemovesTheRoot() throws {
        let navigation = try NavigationController(rootViewController: root)
        #expect(navigation.popViewController() == nil)
        #expect(identical(navigation.viewControllers, [root]))
    }

    @Test func popToRootReturnsEveryRemovedScreenBottomFirst() throws {
        let navigation = try NavigationController(rootViewController: root)
        try navigation.pushViewController(second)
        try navigation.pushViewController(third)
        let popped = navigation.popToRootViewController()
        #expect(identical(popped, [second, third]))
        #expect(identical(navigation.viewControllers, [root]))
    }

    @Test func popToAControllerNotOnTheStackChangesNothing() throws {
        let navigation = try NavigationController(rootViewController: root)
        try navigation.pushViewController(second)
        #expect(navigation.popToViewController(third) == nil)
        #expect(identical(navigation.viewControllers, [root, second]))
    }

    @Test func setViewControllersReplacesTheWholeStack() throws {
        let navigation = try NavigationController(rootViewController: root)
        try navigation.setViewControllers([second, third])
        #expect(identical(navigation.viewControllers, [second, third]))
        #expect(root.navigationController == nil)
        #expect(third.navigationController === navigation)
    }

    @Test func setViewControllersRefusesTheSameControllerTwice() throws {
        let navigation = NavigationController()
        #expect(throws: NavigationError.alreadyInStack("ViewController")) {
            try navigation.setViewControllers([root, root])
        }
        #expect(navigation.viewControllers.isEmpty)
    }

    @Test func pushingANavigationControllerIsATypedError() throws {
        let navigation = try NavigationController(rootViewController: root)
        let error = #expect(throws: NavigationError.self) {
            try navigation.pushViewController(NavigationController())
        }
        #expect(error == .cannotPushNavigationController("NavigationController"))
        #expect(error?.description.contains("cannot push NavigationController") == true)
        #expect(identical(navigation.viewControllers, [root]))
    }

    @Test func pushingAControllerAlreadyOnTheStackIsATypedError() throws {
        let navigation = try NavigationController(rootViewController: root)
        #expect(throws: NavigationError.alreadyInStack("ViewController")) {
            try navigation.pushViewController(root)
        }
    }

    @Test func pushingAControllerHeldByAnotherStackIsATypedError() throws {
        let other = try NavigationController(rootViewController: second)
        let navigation = try NavigationController(rootViewController: root)
        #expect(throws: NavigationError.alreadyInContainer("ViewController")) {
            try navigation.pushViewController(second)
        }
        #expect(second.navigationController === other)
    }

    @Test func pushingTheContainerThatHoldsTheStackIsATypedError() throws {
        let navigation = try NavigationController(rootViewController: root)
        let tabs = TabBarController()
        try tabs.setViewControllers([navigation])
        #expect(throws: NavigationError.self) {
            try navigation.pushViewController(tabs)
        }
        #expect(tabs.parent == nil)
    }

    @Test func theDelegateIsToldWhichScreenWillShowAndDidShow() throws {
        let navigation = try NavigationController(rootViewController: root)
        let spy = NavigationDelegateSpy()
        navigation.delegate = spy
        try navigation.pushViewController(second)
        navigation.popViewController()
        #expect(identical(spy.willShow, [second, root]))
        #expect(identical(spy.didShow, [second, root]))
    }

    @Test func theDelegateIsHeldWeakly() throws {
        let navigation = try NavigationController(rootViewController: root)
        weak var released: NavigationDelegateSpy?
        do {
            let spy = NavigationDelegateSpy()
            released = spy
            navigation.delegate = spy
        }
        #expect(released == nil)
        #expect(navigation.delegate == nil)
    }

    @Test func theVisibleControllerIsWhatTheTopPresents() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(second)
        try second.present(third)
        #expect(stack.navigation.visibleViewController === third)
    }

    @Test func theBackButtonIsTitledAfterThePreviousScreenAndPops() throws {
        root.title = "Inbox"
        second.title = "Message"
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(second)
        let driver = ScreenDriver(window: stack.window)
        let back = try driver.element(.identifier("nav.back"))
        #expect(back.label == "Inbox")
        try driver.tap(.identifier("nav.back"))
        #expect(identical(stack.navigation.viewControllers, [root]))
    }
}
