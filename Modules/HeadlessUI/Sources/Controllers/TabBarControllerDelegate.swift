/// Asked and told about tab selection by a person, like `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`. Defaults to `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Why a tab operation was refused.
public enum TabBarError: Error, Equatable, CustomStringConvertible {
    /// There is no tab at that index.
    case indexOutOfRange(Int, count: Int)
    /// The controller already belongs to another container, window or presentation.
    case alreadyInContainer(String)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .indexOutOfRange(index, count):
            "there is no tab \(index): the tab bar has \(count) tabs"
        case let .alreadyInContainer(name):
            "cannot add \(name) as a tab: it already belongs to another container, window or presentation"
        }
    }
}
