import HeadlessUI
import HeadlessUITesting
import Testing

/// Remembers the tabs a person selected and can refuse one.
@MainActor
final class TabBarDelegateSpy: TabBarControllerDelegate {
    var refused: ViewController?
    private(set) var selected: [ViewController] = []

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        viewController !== refused
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selected.append(viewController)
    }
}

@MainActor
struct TabBarControllerTests {
    let first = ViewController()
    let second = ViewController()

    private func visibleTabs() throws -> (TabBarController, Window) {
        let tabs = TabBarController()
        try tabs.setViewControllers([first, second])
        let window = Window()
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        return (tabs, window)
    }

    @Test func theFirstTabIsSelectedWhenTabsAreSet() throws {
        let (tabs, _) = try visibleTabs()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        #expect(first.tabBarController === tabs)
    }

    @Test func settingTheSelectedIndexSwitchesTabsWithoutAskingTheDelegate() throws {
        let (tabs, _) = try visibleTabs()
        let spy = TabBarDelegateSpy()
        spy.refused = second
        tabs.delegate = spy
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        #expect(spy.selected.isEmpty)
    }

    @Test func anIndexOutOfRangeIsIgnoredWhenSetInCode() throws {
        let (tabs, _) = try visibleTabs()
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aPersonSelectingATabTellsTheDelegate() throws {
        let (tabs, _) = try visibleTabs()
        let spy = TabBarDelegateSpy()
        tabs.delegate = spy
        try tabs.selectTabAsUser(at: 1)
        #expect(tabs.selectedIndex == 1)
        #expect(identical(spy.selected, [second]))
    }

    @Test func theDelegateCanRefuseATab() throws {
        let (tabs, _) = try visibleTabs()
        let spy = TabBarDelegateSpy()
        spy.refused = second
        tabs.delegate = spy
        try tabs.selectTabAsUser(at: 1)
        #expect(tabs.selectedIndex == 0)
        #expect(spy.selected.isEmpty)
    }

    @Test func aPersonSelectingAMissingTabIsATypedError() throws {
        let (tabs, _) = try visibleTabs()
        let error = #expect(throws: TabBarError.self) { try tabs.selectTabAsUser(at: 5) }
        #expect(error == .indexOutOfRange(5, count: 2))
        #expect(error?.description == "there is no tab 5: the tab bar has 2 tabs")
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
        let detail = ViewController()
        let navigation = try NavigationController(rootViewController: first)
        let tabs = TabBarController()
        try tabs.setViewControllers([navigation, second])
        let window = Window()
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        try navigation.pushViewController(detail)
        try tabs.selectTabAsUser(at: 0)
        #expect(identical(navigation.viewControllers, [first]))
        #expect(first.appearanceState == .appeared)
    }

    @Test func tappingATabButtonOnScreenSelectsIt() throws {
        first.tabBarItem = TabBarItem(title: "Home", identifier: "tab.home")
        second.tabBarItem = TabBarItem(title: "Explore", identifier: "tab.explore")
        let (tabs, window) = try visibleTabs()
        let driver = ScreenDriver(window: window)
        try driver.tap(.identifier("tab.explore"))
        #expect(tabs.selectedViewController === second)
        #expect(try driver.element(.identifier("tab.explore")).isSelected)
    }

    @Test func onlyTheSelectedTabIsOnScreen() throws {
        let (tabs, _) = try visibleTabs()
        tabs.selectedIndex = 1
        #expect(first.appearanceState == .disappeared)
        #expect(second.appearanceState == .appeared)
    }

    @Test func aControllerOfAnotherContainerCannotBecomeATab() throws {
        let other = try NavigationController(rootViewController: first)
        let tabs = TabBarController()
        #expect(throws: TabBarError.alreadyInContainer("ViewController")) {
            try tabs.setViewControllers([first])
        }
        #expect(first.navigationController === other)
    }

    @Test func theSameControllerCannotBeTwoTabs() throws {
        let tabs = TabBarController()
        #expect(throws: TabBarError.self) {
            try tabs.setViewControllers([first, first])
        }
        #expect(tabs.viewControllers.isEmpty)
    }
}

@MainActor
struct TabBarReplacementTests {
    let first = ViewController()
    let second = ViewController()
    let third = ViewController()
    let tabs = TabBarController()

    init() throws {
        try tabs.setViewControllers([first, second, third])
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerWhereverItMoved() throws {
        tabs.selectedIndex = 1
        try tabs.setViewControllers([second, ViewController()])
        #expect(tabs.selectedViewController === second)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func replacingTheTabsWithoutTheSelectedControllerKeepsTheSameIndex() throws {
        tabs.selectedIndex = 1
        let replacement = ViewController()
        try tabs.setViewControllers([ViewController(), replacement])
        #expect(tabs.selectedViewController === replacement)
    }

    @Test func replacingTheTabsWithFewerThanTheSelectedIndexSelectsTheFirst() throws {
        tabs.selectedIndex = 2
        let replacement = ViewController()
        try tabs.setViewControllers([replacement])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === replacement)
    }

    @Test func removedTabsForgetTheirTabBarController() throws {
        try tabs.setViewControllers([first])
        #expect(second.tabBarController == nil)
        #expect(first.tabBarController === tabs)
    }
}
