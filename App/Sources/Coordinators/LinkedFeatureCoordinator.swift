import NavigationKit

/// The coordinator of a feature module that a link of its own reaches (`example://<host>`), as
/// `make feature` writes one for each module it generates: it shows the module on a stack of its
/// own, which the tab bar's coordinator presents over the tabs, and says when the person is done.
protocol LinkedFeatureCoordinator: Coordinator {
    /// Called when the person is done with the feature; whoever presented it dismisses it and
    /// lets the coordinator go.
    var onFinish: (@MainActor () -> Void)? { get set }
}
