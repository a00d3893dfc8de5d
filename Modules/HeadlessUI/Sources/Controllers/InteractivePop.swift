/// A swipe back in progress on a navigation controller. Finishing it pops the top screen;
/// cancelling it leaves the stack as it was and fires no completion.
@MainActor
public final class InteractivePop {
    /// The screen being swiped away.
    public let leaving: ViewController
    /// The screen coming back into view.
    public let revealed: ViewController
    private weak var navigationController: NavigationController?

    init(navigationController: NavigationController, leaving: ViewController, revealed: ViewController) {
        self.navigationController = navigationController
        self.leaving = leaving
        self.revealed = revealed
    }

    /// The finger lifted past the threshold: the pop completes.
    public func finish() { navigationController?.finish(self) }

    /// The finger went back: nothing changes.
    public func cancel() { navigationController?.cancel(self) }
}
