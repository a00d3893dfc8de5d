import HeadlessUI

/// A tab bar whose first tab is a two-screen navigation stack, in a visible window: the
/// shape of the app's main flow.
@MainActor
struct TabbedScene {
    let window = Window()
    let tabs = TabBarController()
    let navigation: NavigationController
    let detail = ViewController()

    init() throws {
        let feed = ViewController()
        feed.title = "Home"
        feed.view = ViewNode(
            role: .list,
            children: [
                ViewNode(role: .row, label: "Swift 6 on Linux", identifier: "home.item.1", onTap: {}),
                ViewNode(role: .row, label: "Coordinators", identifier: "home.item.2", value: "A pattern", onTap: {}),
            ]
        )
        detail.title = "Swift 6 on Linux"
        detail.view = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .text, label: "Strict concurrency everywhere, and no UIKit in sight."),
                ViewNode(role: .button, label: "Bookmark", identifier: "detail.bookmark", onTap: {}),
            ]
        )
        navigation = try NavigationController(rootViewController: feed)
        navigation.tabBarItem = TabBarItem(title: "Home", identifier: "tab.home")
        let explore = ViewController()
        explore.tabBarItem = TabBarItem(title: "Explore", identifier: "tab.explore")
        let profile = ViewController()
        profile.tabBarItem = TabBarItem(title: "Profile", identifier: "tab.profile")
        try tabs.setViewControllers([navigation, explore, profile])
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        try navigation.pushViewController(detail)
    }

    /// A log-out confirmation sheet, presented over the tabs.
    func presentSheet() throws {
        let sheet = ViewController()
        sheet.title = "Log out?"
        sheet.view = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .text, label: "Log out?"),
                ViewNode(role: .button, label: "Log out", identifier: "logout.confirm", onTap: {}),
                ViewNode(role: .button, label: "Cancel", identifier: "logout.cancel", onTap: {}),
            ]
        )
        try detail.present(sheet)
    }
}
