/// The headless counterpart of `UITabBarController`: one selected child at a time and a tab
/// bar listing every child's `tabBarItem`.
@MainActor
open class TabBarController: ViewController {
    /// The tabs' root controllers, in tab order.
    public private(set) var viewControllers: [ViewController] = []
    /// Asked before and told after a person selects a tab.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The colour of the selected tab.
    public var tintColor: Color?
    /// How the tab bar looks; DesignSystem's styling sets it.
    public var tabBarStyle: NodeStyle = .unstyled
    private var selection = 0

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
    }

    /// The index of the selected tab. Setting it switches tabs without asking the delegate,
    /// as in UIKit; an index out of range is ignored.
    public var selectedIndex: Int {
        get { selection }
        set { switchTab(to: newValue) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selection) ? viewControllers[selection] : nil
    }

    /// Replaces the tabs. As in UIKit, the selected controller stays selected if it is still a
    /// tab; otherwise the same index is selected if it still exists, else the first tab.
    ///
    /// - Throws: `TabBarError` when a controller already belongs to another container.
    public func setViewControllers(_ controllers: [ViewController]) throws(TabBarError) {
        for (index, controller) in controllers.enumerated() {
            if isSelfOrDescendant(of: controller) { throw .containsThisTabBar(typeName(of: controller)) }
            if controllers[..<index].contains(where: { $0 === controller }) {
                throw .duplicate(typeName(of: controller), index: index)
            }
            if controller.isAttached(elsewhereThan: self) {
                throw .alreadyInContainer(typeName(of: controller))
            }
        }
        let oldSelection = selectedViewController
        let newIndex = Self.selectionAfterReplacement(
            selected: oldSelection, at: selection, in: controllers)
        let newSelection = controllers.indices.contains(newIndex) ? controllers[newIndex] : nil
        let runsAppearance = isOnScreen && oldSelection !== newSelection
        if runsAppearance {
            oldSelection?.beginAppearanceTransition(false, animated: false)
            newSelection?.beginAppearanceTransition(true, animated: false)
        }
        for controller in viewControllers { controller.parent = nil }
        for controller in controllers { controller.parent = self }
        viewControllers = controllers
        selection = newIndex
        if runsAppearance {
            oldSelection?.endAppearanceTransition(animated: false)
            newSelection?.endAppearanceTransition(animated: false)
        }
    }

    /// Selects a tab as a person's tap does: asks the delegate, switches, tells the delegate.
    /// Tapping the selected tab pops its navigation stack to the root, as UIKit does.
    ///
    /// - Throws: `TabBarError.indexOutOfRange` for a tab that does not exist.
    public func selectTabAsUser(at index: Int) throws(TabBarError) {
        guard viewControllers.indices.contains(index) else {
            throw .indexOutOfRange(index, count: viewControllers.count)
        }
        let controller = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selection {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            switchTab(to: index)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: - Internals

    private static func selectionAfterReplacement(
        selected: ViewController?, at index: Int, in controllers: [ViewController]
    ) -> Int {
        if let selected, let kept = controllers.firstIndex(where: { $0 === selected }) { return kept }
        return controllers.indices.contains(index) ? index : 0
    }

    override var childrenForAppearance: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// The tab buttons and bar are kept and updated rather than rebuilt, like UIKit's views, so
    /// a tab found on screen is still the same node when it is tapped.
    override func composedNode() -> ViewNode {
        while tabButtons.count < viewControllers.count {
            let index = tabButtons.count
            tabButtons.append(
                ViewNode(role: .button, onTap: { [weak self] in try? self?.selectTabAsUser(at: index) }))
        }
        tabButtons.removeLast(tabButtons.count - viewControllers.count)
        for (index, controller) in viewControllers.enumerated() {
            let item = controller.tabBarItem ?? TabBarItem(title: controller.title ?? "Tab \(index + 1)")
            var style = tabBarStyle
            if index == selection, let tintColor { style.foreground = tintColor }
            let button = tabButtons[index]
            button.label = item.title
            button.identifier = item.identifier
            button.value = item.image
            button.isSelected = index == selection
            button.style = style
        }
        tabBar.style = tabBarStyle
        tabBar.children = tabButtons
        composedRoot.children = [selectedViewController?.composedNode() ?? ViewNode(role: .stack), tabBar]
        return composedRoot
    }

    private var tabButtons: [ViewNode] = []
    private let tabBar = ViewNode(role: .tabBar, axis: .horizontal)
    private let composedRoot = ViewNode(role: .stack)

    private func switchTab(to index: Int) {
        guard viewControllers.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        let new = viewControllers[index]
        if isOnScreen {
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        selection = index
        if isOnScreen {
            old?.endAppearanceTransition(animated: false)
            new.endAppearanceTransition(animated: false)
        }
    }
}
