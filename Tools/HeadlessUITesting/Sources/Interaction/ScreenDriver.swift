import HeadlessUI

/// Drives a window the way XCUITest drives an app: finds elements on the visible screen
/// (the top layer only) and taps, types, erases, goes back and swipes.
@MainActor
public final class ScreenDriver {
    /// The window being driven.
    public let window: Window
    private weak var focusedNode: ViewNode?

    /// Creates a driver for `window`.
    public init(window: Window) {
        self.window = window
    }

    // MARK: - Finding

    /// Every visible element of the top layer that `selector` matches, in reading order.
    ///
    /// - Throws: `InteractionError` for an invalid pattern or an empty window.
    public func elements(matching selector: ElementSelector) throws(InteractionError) -> [ViewNode] {
        let matches = try selector.matcher()
        return try interactiveRoot().visibleDescendants.filter(matches)
    }

    /// The one element `selector` names. When several match, the single interactive one wins.
    ///
    /// - Throws: `InteractionError.notFound` or `.ambiguous`, with the tree on screen.
    public func element(_ selector: ElementSelector) throws(InteractionError) -> ViewNode {
        let root = try interactiveRoot()
        let matches = root.visibleDescendants.filter(try selector.matcher())
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            throw .notFound(selector: selector.description, tree: TreeDump.render(root))
        }
        let interactive = matches.filter(\.isInteractive)
        if interactive.count == 1 { return interactive[0] }
        throw .ambiguous(
            selector: selector.description,
            matches: (interactive.isEmpty ? matches : interactive).map(TreeDump.summary),
            tree: TreeDump.render(root)
        )
    }

    /// Whether exactly one element, or at least one, matches: `true` when any does.
    public func isVisible(_ selector: ElementSelector) throws(InteractionError) -> Bool {
        try !elements(matching: selector).isEmpty
    }

    // MARK: - Acting

    /// Taps the element: a field takes focus, anything with an action runs it.
    ///
    /// - Throws: `InteractionError` when the element is missing, ambiguous or disabled.
    public func tap(_ selector: ElementSelector) throws(InteractionError) {
        let node = try element(selector)
        try tap(node, describedAs: selector.description)
    }

    /// Taps a node already found on screen.
    ///
    /// - Parameter description: How an error names the node; worked out only when one is thrown.
    /// - Throws: `InteractionError.notFound` when the node is no longer on the visible screen
    ///   (a sheet covers it, or its screen left), `.disabled` when it is disabled.
    public func tap(_ node: ViewNode, describedAs description: @autoclosure () -> String) throws(InteractionError) {
        let root = try interactiveRoot()
        // A node kept from an earlier look may have left the screen since; a person could not tap it.
        guard root.visiblyContains(node) else {
            throw .notFound(selector: description(), tree: TreeDump.render(root))
        }
        try tap(node, foundOn: root, describedAs: description())
    }

    /// Taps a node just found among the visible nodes of `root`, the top layer's tree composed
    /// for this action with nothing run since: the screen is not composed and searched again to
    /// see that the node is still on it, which costs a flow step as much as finding it did.
    ///
    /// - Parameter description: How an error names the node; worked out only when one is thrown.
    /// - Throws: `InteractionError.disabled` when the node is disabled.
    public func tap(_ node: ViewNode, foundOn root: ViewNode, describedAs description: @autoclosure () -> String)
        throws(InteractionError)
    {
        guard node.isEnabled else {
            throw .disabled(selector: description(), tree: TreeDump.render(root))
        }
        if node.isEditable { focus(node) }
        node.onTap?()
    }

    /// Whether the field that has focus, and would receive typed text, is a secure field.
    public var isSecureFieldFocused: Bool {
        guard let root = try? interactiveRoot() else { return false }
        return focusedField(in: root)?.role == .secureField
    }

    /// Types `text` at the end of the focused field.
    ///
    /// - Throws: `InteractionError.noFocusedField` when no visible field has focus.
    public func inputText(_ text: String) throws(InteractionError) {
        try editFocusedField { $0 + text }
    }

    /// Types `text` into the field `selector` names, focusing it first.
    ///
    /// - Throws: `InteractionError.notEditable` when the element does not take text.
    public func inputText(_ text: String, into selector: ElementSelector) throws(InteractionError) {
        let node = try element(selector)
        guard node.isEditable else {
            throw .notEditable(selector: selector.description, role: node.role.rawValue, tree: try currentTree())
        }
        try tap(node, describedAs: selector.description)
        try inputText(text)
    }

    /// Deletes the last `count` characters of the focused field, or all of them when `nil`.
    ///
    /// - Throws: `InteractionError.noFocusedField` when no visible field has focus.
    public func eraseText(count: Int? = nil) throws(InteractionError) {
        try editFocusedField { current in count.map { String(current.dropLast(max($0, 0))) } ?? "" }
    }

    /// Goes back one screen on the navigation stack a person sees.
    ///
    /// - Throws: `InteractionError.cannotGoBack` when no visible stack can pop (only its root
    ///   is left, or a swipe back is in progress).
    public func back() throws(InteractionError) {
        // A stack in the middle of a swipe back refuses the pop, so that is no way back either.
        guard let navigation = visibleNavigationController(), navigation.popViewController(animated: true) != nil
        else {
            throw .cannotGoBack(tree: try currentTree())
        }
    }

    /// Swipes down the sheet on top, dismissing it as a person would.
    ///
    /// - Throws: `InteractionError.cannotSwipe` when no sheet is on top or it refuses.
    public func swipeDownSheet() throws(InteractionError) {
        guard let layer = window.screen.topLayer, layer.presentationStyle != nil else {
            throw .cannotSwipe(reason: "no sheet is presented", tree: try currentTree())
        }
        do {
            try layer.controller.dismissBySwipingDown()
        } catch {
            throw .cannotSwipe(reason: error.description, tree: try currentTree())
        }
    }

    /// Swipes down, as a finger dragging the screen does: a presented sheet is dismissed (as
    /// `swipeDownSheet()`); otherwise the first visible list with a refresh control refreshes.
    ///
    /// - Throws: `InteractionError.cannotSwipe` when no sheet is presented and nothing on the
    ///   screen refreshes, or when the sheet refuses.
    public func swipeDown() throws(InteractionError) {
        guard let layer = window.screen.topLayer else {
            throw .cannotSwipe(reason: "nothing is on screen", tree: try currentTree())
        }
        if layer.presentationStyle != nil { return try swipeDownSheet() }
        guard let refreshing = layer.node().firstVisible(where: { $0.onRefresh != nil }),
            let refresh = refreshing.onRefresh
        else {
            throw .cannotSwipe(reason: "no sheet is presented and nothing on screen refreshes", tree: try currentTree())
        }
        refresh()
    }

    /// Scrolls the content up to its end, as a finger swiping up does: the first visible list
    /// that shows more at its end (`ViewNode.onReachEnd`) is asked for it. The whole screen is
    /// already drawn, so a screen without such a list does not move.
    ///
    /// - Returns: Whether a list was asked for more.
    @discardableResult
    public func scrollToEnd() -> Bool {
        guard let list = window.screen.topLayer?.node().firstVisible(where: { $0.onReachEnd != nil }),
            let reachEnd = list.onReachEnd
        else { return false }
        reachEnd()
        return true
    }

    /// Swipes right from the leading edge and lets go: an interactive pop that completes.
    ///
    /// - Throws: `InteractionError.cannotSwipe` when the visible stack has nothing to pop.
    public func swipeBackFromEdge() throws(InteractionError) {
        guard let navigation = visibleNavigationController() else {
            throw .cannotSwipe(reason: "no navigation stack is on screen", tree: try currentTree())
        }
        do {
            try navigation.beginInteractivePop().finish()
        } catch {
            throw .cannotSwipe(reason: error.description, tree: try currentTree())
        }
    }

    // MARK: - Reading

    /// The indented tree of the top layer.
    ///
    /// - Throws: `InteractionError.noScreen` when the window is empty.
    public func currentTree() throws(InteractionError) -> String {
        TreeDump.render(try interactiveRoot())
    }

    /// The text render of the whole screen, sheets included.
    public func renderScreen(width: Int = TextRenderer.defaultWidth) -> String {
        TextRenderer(width: width).render(window.screen)
    }

    // MARK: - Internals

    private func interactiveRoot() throws(InteractionError) -> ViewNode {
        guard let layer = window.screen.topLayer else { throw .noScreen }
        return layer.node()
    }

    private func focus(_ node: ViewNode) {
        focusedNode?.isFocused = false
        // Another driver of the same window may have focused a field this one never saw.
        if let root = try? interactiveRoot() {
            for field in root.visibleDescendants where field.isFocused { field.isFocused = false }
        }
        node.isFocused = true
        focusedNode = node
    }

    /// Replaces the focused field's text with `edit` of it and reports the change, as typing
    /// and deleting both do.
    private func editFocusedField(_ edit: (String) -> String) throws(InteractionError) {
        let field = try focusedField()
        guard field.isEnabled else {
            throw .disabled(selector: TreeDump.summary(field), tree: try currentTree())
        }
        let newValue = edit(field.value ?? "")
        field.value = newValue
        field.onTextChange?(newValue)
    }

    private func focusedField() throws(InteractionError) -> ViewNode {
        let root = try interactiveRoot()
        guard let field = focusedField(in: root) else { throw .noFocusedField(tree: TreeDump.render(root)) }
        return field
    }

    /// The field with focus under `root`: the one this driver focused, or else the one the screen
    /// shows focused (the focus belongs to the window, so a new driver of it types where the last
    /// one left off); `nil` when none is visible. Asking costs a walk of the tree, never a dump of
    /// it: the runner asks before every step.
    private func focusedField(in root: ViewNode) -> ViewNode? {
        let focused = focusedNode.flatMap { root.visiblyContains($0) ? $0 : nil }
        return focused ?? root.visibleDescendants.first(where: { $0.isEditable && $0.isFocused })
    }

    /// The innermost navigation controller of the top layer, looking through tab bars.
    private func visibleNavigationController() -> NavigationController? {
        var current: ViewController? = window.screen.topLayer?.controller
        var found: NavigationController?
        while let controller = current {
            if let navigation = controller as? NavigationController {
                found = navigation
                current = navigation.topViewController
            } else if let tabs = controller as? TabBarController {
                current = tabs.selectedViewController
            } else {
                current = nil
            }
        }
        return found
    }
}
