import HeadlessUI

/// Shows a flow's modules on one navigation controller and runs each module's completion
/// when the module leaves, whichever way it leaves: popped, popped to root, replaced as
/// root, swiped back (a cancelled swipe is not leaving), dismissed or swiped down.
public final class Router: Presentable {
    /// The stack this router drives. Feature code goes through the router's methods, never
    /// through the stack, so every module's completion runs however it leaves.
    public let navigationController: NavigationController
    private var completions: [ModuleCompletion] = []

    /// A completion waiting for its module to leave. The module is held weakly: the stack
    /// owns it, and a module that is gone without notice still gets its completion run.
    private struct ModuleCompletion {
        weak var module: ViewController?
        let isPresented: Bool
        let run: @MainActor () -> Void
    }

    /// Creates a router that drives `navigationController` and becomes its delegate.
    public init(rootController navigationController: NavigationController) {
        self.navigationController = navigationController
        let listener = RouterNavigationListener(router: self)
        navigationListener = listener
        navigationController.delegate = listener
    }

    private var navigationListener: RouterNavigationListener?
    /// Listens to the sheet presented now; only one can be presented at a time.
    private var sheetRelay: RouterSheetRelay?

    /// The navigation controller, which a parent flow puts on screen.
    public func toPresent() -> ViewController { navigationController }

    /// The module at the bottom of the stack: the flow's first screen.
    public var rootModule: ViewController? { navigationController.viewControllers.first }

    /// The module on top of the stack: the one a pushed flow returns to when it ends.
    public var topModule: ViewController? { navigationController.topViewController }

    /// The module presented over the stack, if one is.
    public var presentedModule: ViewController? { navigationController.presentedViewController }

    /// Makes `module` the only screen; completions of the modules it replaces run.
    public func setRootModule(_ module: any Presentable, animated: Bool = false) throws(RouterError) {
        let controller = module.toPresent()
        try refuseNavigationController(controller)
        do {
            try navigationController.setViewControllers([controller], animated: animated)
        } catch {
            throw .navigation(error)
        }
        runCompletionsOfDepartedModules()
    }

    /// Pushes `module`; `completion` runs once it leaves the stack.
    public func push(_ module: any Presentable, animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
        throws(RouterError)
    {
        let controller = module.toPresent()
        try refuseNavigationController(controller)
        do {
            try navigationController.pushViewController(controller, animated: animated)
        } catch {
            throw .navigation(error)
        }
        if let completion {
            completions.append(ModuleCompletion(module: controller, isPresented: false, run: completion))
        }
    }

    /// Pops the top module.
    public func popModule(animated: Bool = true) {
        navigationController.popViewController(animated: animated)
        runCompletionsOfDepartedModules()
    }

    /// Pops every module above `module` (a flow returning to the screen it started from);
    /// each popped module's completion runs. Does nothing when `module` is not on the stack.
    public func popToModule(_ module: any Presentable, animated: Bool = true) {
        navigationController.popToViewController(module.toPresent(), animated: animated)
        runCompletionsOfDepartedModules()
    }

    /// Pops every module above the root; each popped module's completion runs.
    public func popToRootModule(animated: Bool = true) {
        navigationController.popToRootViewController(animated: animated)
        runCompletionsOfDepartedModules()
    }

    /// Presents `module` modally; `completion` runs when it is dismissed or swiped down.
    public func present(_ module: any Presentable, animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
        throws(RouterError)
    {
        let controller = module.toPresent()
        do {
            try navigationController.present(controller, animated: animated)
        } catch {
            throw .presentation(error)
        }
        // The module's own delegate (say, one refusing to lose unsaved changes) keeps its say.
        let relay = RouterSheetRelay(router: self, moduleDelegate: controller.presentationDelegate)
        sheetRelay = relay
        controller.presentationDelegate = relay
        if let completion {
            completions.append(ModuleCompletion(module: controller, isPresented: true, run: completion))
        }
    }

    /// Dismisses the presented module; its completion runs.
    public func dismissModule(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        navigationController.dismiss(animated: animated, completion: completion)
        runCompletionsOfDepartedModules()
    }

    /// Runs, once, the completion of every module that is no longer shown.
    func runCompletionsOfDepartedModules() {
        // Runs on every stack change; most modules have no completion to wait for.
        guard !completions.isEmpty else { return }
        let presented = navigationController.presentedViewController
        let stack = navigationController.viewControllers
        var departed: [ModuleCompletion] = []
        completions.removeAll { entry in
            guard let module = entry.module else {
                departed.append(entry)
                return true
            }
            let isShown =
                entry.isPresented ? module === presented : stack.contains { $0 === module }
            if !isShown { departed.append(entry) }
            return !isShown
        }
        for entry in departed { entry.run() }
    }

    private func refuseNavigationController(_ controller: ViewController) throws(RouterError) {
        if controller is NavigationController {
            throw .cannotPushNavigationController(String(describing: type(of: controller)))
        }
    }
}
