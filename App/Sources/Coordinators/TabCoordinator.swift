import NavigationKit

/// A coordinator that owns one tab of the main tab bar and can open links into it.
protocol TabCoordinator: Coordinator {
    /// The tab it owns.
    var tab: MainTab { get }
    /// Shows `link`'s destination: back to the tab's root, then the destination on top.
    /// Idempotent: opening the same link twice leaves the same stack.
    func open(_ link: DeepLink) -> DeepLinkOutcome
    /// Dismisses whatever the tab presents, so the flow that presented it ends as well.
    func dismissPresentedFlow()
    /// The feature the tab shows, which saves and restores where the person is in it.
    var feature: (any RouteRestoring)? { get }
}

extension TabCoordinator {
    func dismissPresentedFlow() {}
}
