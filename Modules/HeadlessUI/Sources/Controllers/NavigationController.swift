/// The headless counterpart of `UINavigationController`: a stack of controllers with a
/// navigation bar, UIKit's appearance order on every change, and an interactive pop.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Told before and after a controller is shown.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// How the navigation bar looks; the themed subclass in DesignSystem sets it.
    public var navigationBarStyle: NodeStyle = .unstyled
    /// The word a back button shows when the screen under the top one has no title, or its
    /// title does not fit beside the top one's: UIKit's own "Back", in the app's language. It is
    /// English unless set; whoever knows the language sets it (Components' themed controller).
    public var backTitle = "Back"
    /// The interactive pop in progress, if a person is swiping back.
    public private(set) var interactivePop: InteractivePop?

    /// Creates an empty navigation controller.
    public override init() {
        super.init()
    }

    /// Creates a navigation controller with `rootViewController` as its only screen.
    ///
    /// - Throws: `NavigationError` when the root cannot be put on a stack.
    public convenience init(rootViewController: ViewController) throws(NavigationError) {
        self.init()
        try setViewControllers([rootViewController], animated: false)
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The screen a person sees: what the top presents, or the top itself.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes `viewController` onto the stack.
    ///
    /// - Throws: `NavigationError` for a navigation controller (UIKit forbids nesting them),
    ///   a controller already on a stack or in another container, or a push during an
    ///   interactive pop.
    public func pushViewController(_ viewController: ViewController, animated: Bool = true)
        throws(NavigationError)
    {
        guard interactivePop == nil else { throw .interactivePopInProgress }
        try validate(viewController)
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            throw .alreadyInStack(typeName(of: viewController))
        }
        replaceStack(with: viewControllers + [viewController], animated: animated)
    }

    /// Pops the top screen. Returns it, or `nil` when only the root is left or an
    /// interactive pop is in progress.
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard interactivePop == nil, viewControllers.count > 1, let top = topViewController else {
            return nil
        }
        replaceStack(with: Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every screen above the root and returns them, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController] {
        guard let root = viewControllers.first else { return [] }
        return popToViewController(root, animated: animated) ?? []
    }

    /// Pops every screen above `viewController`; `nil` when it is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool = true)
        -> [ViewController]?
    {
        guard interactivePop == nil,
            let index = viewControllers.firstIndex(where: { $0 === viewController })
        else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty {
            replaceStack(with: Array(viewControllers[...index]), animated: animated)
        }
        return popped
    }

    /// Replaces the whole stack. An interactive pop in progress is cancelled first.
    ///
    /// - Throws: `NavigationError` for a navigation controller, a duplicate, or a controller
    ///   held by another container.
    public func setViewControllers(_ newStack: [ViewController], animated: Bool = true)
        throws(NavigationError)
    {
        for (index, controller) in newStack.enumerated() {
            try validate(controller)
            if newStack[..<index].contains(where: { $0 === controller }) {
                throw .alreadyInStack(typeName(of: controller))
            }
        }
        interactivePop?.cancel()
        replaceStack(with: newStack, animated: animated)
    }

    /// Starts a swipe back from the leading edge: the top screen begins to disappear and the
    /// one below begins to appear. Finish or cancel the returned transition.
    ///
    /// - Throws: `NavigationError` when there is nothing to pop or a pop is already running.
    public func beginInteractivePop() throws(NavigationError) -> InteractivePop {
        guard interactivePop == nil else { throw .interactivePopInProgress }
        guard viewControllers.count > 1 else { throw .nothingToPop }
        let leaving = viewControllers[viewControllers.count - 1]
        let revealed = viewControllers[viewControllers.count - 2]
        let transition = InteractivePop(navigationController: self, leaving: leaving, revealed: revealed)
        interactivePop = transition
        if isOnScreen {
            leaving.beginAppearanceTransition(false, animated: true)
            revealed.beginAppearanceTransition(true, animated: true)
        }
        return transition
    }

    // MARK: - Internals

    override var childrenForAppearance: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// The bar and frame are kept and updated rather than rebuilt, like UIKit's views, so a
    /// node found on screen (the back button) is still the same node when it is tapped.
    override func composedNode() -> ViewNode {
        let chrome = composedChrome
        let hasBack = viewControllers.count > 1
        if hasBack {
            chrome.backButton.label = viewControllers[viewControllers.count - 2].title ?? backTitle
            // The bar falls back to this word when the title does not fit.
            chrome.backButton.shortLabel = backTitle
        }
        chrome.title.label = topViewController?.title ?? ""
        for node in [chrome.backButton, chrome.title, chrome.bar] { node.style = navigationBarStyle }
        chrome.bar.children = hasBack ? [chrome.backButton, chrome.title] : [chrome.title]
        chrome.root.children = [chrome.bar, topViewController?.composedNode() ?? ViewNode(role: .stack)]
        return chrome.root
    }

    private lazy var composedChrome = NavigationChrome(
        backButton: ViewNode(
            role: .button,
            identifier: "nav.back",
            onTap: { [weak self] in self?.popViewController(animated: true) }
        ))

    func finish(_ transition: InteractivePop) {
        guard interactivePop === transition else { return }
        interactivePop = nil
        let remaining = Array(viewControllers.dropLast())
        delegate?.navigationController(self, willShow: transition.revealed, animated: true)
        adopt(remaining)
        if isOnScreen {
            transition.leaving.endAppearanceTransition(animated: true)
            transition.revealed.endAppearanceTransition(animated: true)
        }
        delegate?.navigationController(self, didShow: transition.revealed, animated: true)
    }

    func cancel(_ transition: InteractivePop) {
        guard interactivePop === transition else { return }
        interactivePop = nil
        if isOnScreen {
            // UIKit reverses the half-finished transition: the leaving screen appears again.
            transition.revealed.beginAppearanceTransition(false, animated: true)
            transition.leaving.beginAppearanceTransition(true, animated: true)
            transition.revealed.endAppearanceTransition(animated: true)
            transition.leaving.endAppearanceTransition(animated: true)
        }
    }

    private func validate(_ viewController: ViewController) throws(NavigationError) {
        if viewController is NavigationController {
            throw .cannotPushNavigationController(typeName(of: viewController))
        }
        if viewController === self { throw .cannotPushItself }
        if isSelfOrDescendant(of: viewController) {
            throw .containsThisStack(typeName(of: viewController))
        }
        if viewController.isAttached(elsewhereThan: self) {
            throw .alreadyInContainer(typeName(of: viewController))
        }
    }

    /// Swaps in a new stack with UIKit's order: old top will disappear, new top will appear,
    /// the stack changes, old top did disappear, new top did appear, delegate did show.
    private func replaceStack(with newStack: [ViewController], animated: Bool) {
        let oldTop = topViewController
        let newTop = newStack.last
        let topChanges = oldTop !== newTop
        if let newTop, topChanges {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        let runsAppearance = isOnScreen && topChanges
        if runsAppearance {
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        adopt(newStack)
        if runsAppearance {
            oldTop?.endAppearanceTransition(animated: animated)
            newTop?.endAppearanceTransition(animated: animated)
        }
        if let newTop, topChanges {
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
    }

    private func adopt(_ newStack: [ViewController]) {
        for controller in viewControllers where !newStack.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        for controller in newStack { controller.parent = self }
        viewControllers = newStack
    }
}
