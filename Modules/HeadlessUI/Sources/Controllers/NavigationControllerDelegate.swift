/// Told when a navigation controller shows a new top screen, like
/// `UINavigationControllerDelegate`. A cancelled interactive pop tells it nothing.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The stack changed and `viewController` is about to be shown.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` is now the top screen.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
}
