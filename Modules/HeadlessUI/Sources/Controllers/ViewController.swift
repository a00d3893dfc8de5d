/// The headless counterpart of `UIViewController`: owns a lazily built node tree and goes
/// through UIKit's appearance lifecycle as it is pushed, popped, presented and swapped.
@MainActor
open class ViewController {
    /// The title shown in a navigation bar and, by default, as a back button of the next screen.
    open var title: String?
    /// How the controller appears in a tab bar.
    public var tabBarItem: TabBarItem?
    /// How the controller covers its presenter when presented. Defaults to a page sheet, as
    /// UIKit's automatic style does.
    public var modalPresentationStyle: ModalPresentationStyle = .pageSheet
    /// Where this controller rests when presented as a page sheet; it opens at the smallest.
    /// Large only unless set, as in UIKit; an empty list is taken as large only.
    public var sheetDetents: [SheetDetent] = [.large]
    /// When `true`, a page sheet cannot be swiped down.
    public var isModalInPresentation = false
    /// Told when a person dismisses this controller's sheet by swiping it down.
    public weak var presentationDelegate: (any PresentationControllerDelegate)?
    /// Where the controller is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared
    /// The container (navigation or tab bar controller) that holds this controller.
    public internal(set) weak var parent: ViewController?

    weak var window: Window?
    var presentedStorage: ViewController?
    weak var presentingStorage: ViewController?
    private var loadedView: ViewNode?

    /// Creates a controller whose view is built on first access.
    public init() {
        LiveInstances.increment(type(of: self))
    }

    deinit {
        LiveInstances.decrement(type(of: self))
    }

    // MARK: - View

    /// The root node of the controller's own content, built by `loadView()` on first access.
    public var view: ViewNode {
        get {
            if let loadedView { return loadedView }
            loadView()
            let node = loadedView ?? ViewNode(role: .stack)
            loadedView = node
            viewDidLoad()
            return node
        }
        set { loadedView = newValue }
    }

    /// Whether `view` has been built.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Builds the view unless it already exists.
    public func loadViewIfNeeded() { _ = view }

    /// Builds the controller's node tree and assigns it to `view`. The default is an empty stack.
    open func loadView() {
        view = ViewNode(role: .stack)
    }

    // MARK: - Lifecycle, overridden by subclasses

    /// Called once, after the view is built.
    open func viewDidLoad() {}
    /// Called before the view comes on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view came on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Relations

    /// The nearest navigation controller that holds this controller.
    public var navigationController: NavigationController? {
        var candidate = parent
        while let current = candidate {
            if let navigation = current as? NavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller that holds this controller.
    public var tabBarController: TabBarController? {
        var candidate = parent
        while let current = candidate {
            if let tabs = current as? TabBarController { return tabs }
            candidate = current.parent
        }
        return nil
    }

    /// The controller this one's hierarchy presents, if any.
    public var presentedViewController: ViewController? { presentationHost.presentedStorage }

    /// The controller that presented this one's hierarchy, if it is presented.
    public var presentingViewController: ViewController? { presentationHost.presentingStorage }

    /// The outermost container of this controller: the one that presents on its behalf.
    var presentationHost: ViewController {
        var host = self
        while let container = host.parent { host = container }
        return host
    }

    /// The window whose root is this controller's hierarchy or presents it, directly or not.
    var hostingWindow: Window? {
        let host = presentationHost
        if let window = host.window { return window }
        return host.presentingStorage?.hostingWindow
    }

    /// This controller, then what it presents, then what that presents, and so on: the
    /// layers stacked on it, bottom first.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var current: ViewController? = self
        while let controller = current {
            chain.append(controller)
            current = controller.presentedStorage
        }
        return chain
    }

    /// Whether the controller is a window's root or presented from one, directly or not.
    var isInWindowHierarchy: Bool { hostingWindow != nil }

    /// Whether the hierarchy is in a window a person can see, so appearance callbacks run.
    var isInVisibleWindow: Bool { hostingWindow?.isKeyWindow ?? false }

    /// Whether `other` is this controller or one of the containers around it; putting such a
    /// controller inside this one would make the containment a loop.
    func isSelfOrDescendant(of other: ViewController) -> Bool {
        var candidate: ViewController? = self
        while let current = candidate {
            if current === other { return true }
            candidate = current.parent
        }
        return false
    }

    /// Whether the controller already belongs somewhere other than `container`: held by
    /// another container, a window's root, or presented. Such a controller cannot be added.
    func isAttached(elsewhereThan container: ViewController?) -> Bool {
        (parent.map { $0 !== container } ?? false) || window != nil || presentingStorage != nil
    }

    /// Whether this controller or a child it shows asks not to be swiped away, as UIKit
    /// consults the presented controller and its visible children.
    var isModalInPresentationIncludingChildren: Bool {
        isModalInPresentation || childrenForAppearance.contains { $0.isModalInPresentationIncludingChildren }
    }

    // MARK: - Appearance forwarding

    /// The children that appear and disappear with this controller; containers override it.
    var childrenForAppearance: [ViewController] { [] }

    /// Starts an appearance transition and forwards it to the visible children. Ignored when
    /// the controller is already on its way there, so forwarding never calls a callback twice.
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in childrenForAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun by `beginAppearanceTransition` and forwards it.
    func endAppearanceTransition(animated: Bool) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenForAppearance {
            child.endAppearanceTransition(animated: animated)
        }
    }

    /// Whether stack or tab changes should run appearance callbacks right now.
    var isOnScreen: Bool { appearanceState == .appeared }

    // MARK: - Composition

    /// The node tree this controller shows, containers included (a navigation controller adds
    /// its bar, a tab bar controller its tabs).
    func composedNode() -> ViewNode { view }
}
