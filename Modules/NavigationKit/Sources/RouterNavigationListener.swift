import HeadlessUI

/// Hears the navigation controller for a router without the router having to inherit
/// anything; held by the router, it holds the router weakly.
final class RouterNavigationListener: NavigationControllerDelegate {
    private weak var router: Router?

    init(router: Router) {
        self.router = router
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        router?.runCompletionsOfDepartedModules()
    }
}
