/// One element of a screen: the headless counterpart of a `UIView` with its accessibility
/// information. Nodes are reference types, like views, so a view controller can keep a node
/// and update it (a field's value, an error label's text) without rebuilding its tree.
@MainActor
public final class ViewNode {
    /// What the node is.
    public var role: NodeRole
    /// The visible text or accessibility label (a button's title, a field's name).
    public var label: String?
    /// The accessibility identifier tests and flows find the node by.
    public var identifier: String?
    /// The current value: a field's text, a row's subtitle.
    public var value: String?
    /// Text shown in an empty field.
    public var placeholder: String?
    /// A shorter label a renderer draws when `label` does not fit (a back button's "Back",
    /// in the app's language); `nil` when the label is never shortened to another word.
    public var shortLabel: String?
    /// Whether its text may be cut with "…" when it does not fit, on purpose (a navigation
    /// title, as UIKit cuts it); `App audit` finds any other cut text.
    public var allowsTruncation = false
    /// Whether taps and input reach the node.
    public var isEnabled: Bool
    /// Whether the node is selected (a tab, a toggled button).
    public var isSelected: Bool
    /// Whether the node receives typed text.
    public var isFocused: Bool
    /// A hidden node is not on screen: it is not drawn and cannot be found.
    public var isHidden: Bool
    /// Layout direction of the children.
    public var axis: Axis
    /// The direction the node and everything inside it are laid out in whatever the window's,
    /// as UIKit's `semanticContentAttribute` `.forceLeftToRight` keeps a phone number or a
    /// media control left to right in Arabic; `nil` (UIKit's `.unspecified`) follows the
    /// enclosing node, and at the top the window's `layoutDirection`.
    public var forcedLayoutDirection: LayoutDirection?
    /// The resolved look.
    public var style: NodeStyle
    /// Child nodes, in reading order.
    public var children: [ViewNode]
    /// Runs when the node is tapped.
    public var onTap: (@MainActor () -> Void)?
    /// Runs with the new text whenever a field's value is changed by input or erasing.
    public var onTextChange: (@MainActor (String) -> Void)?
    /// Runs when a person pulls the node down and lets go, as a list with a refresh control
    /// (UIKit's `UIRefreshControl`) asks for newer content; `nil` for a node that does not refresh.
    public var onRefresh: (@MainActor () -> Void)?
    /// Runs when a person scrolls the node to its end, as a table view asks its data source to
    /// prefetch the rows past its last (UIKit's `UITableViewDataSourcePrefetching`); `nil` for a
    /// node that has nothing more to show.
    public var onReachEnd: (@MainActor () -> Void)?

    /// A node of `role` holding `children` in order; a node with no `onTap` ignores taps and one
    /// with no `onTextChange` ignores typing.
    public init(
        role: NodeRole,
        label: String? = nil,
        identifier: String? = nil,
        value: String? = nil,
        placeholder: String? = nil,
        isEnabled: Bool = true,
        isSelected: Bool = false,
        isHidden: Bool = false,
        axis: Axis = .vertical,
        style: NodeStyle = .unstyled,
        children: [ViewNode] = [],
        onTap: (@MainActor () -> Void)? = nil,
        onTextChange: (@MainActor (String) -> Void)? = nil
    ) {
        self.role = role
        self.label = label
        self.identifier = identifier
        self.value = value
        self.placeholder = placeholder
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isFocused = false
        self.isHidden = isHidden
        self.axis = axis
        self.style = style
        self.children = children
        self.onTap = onTap
        self.onTextChange = onTextChange
    }

    /// Whether the node takes typed text.
    public var isEditable: Bool { role == .textField || role == .secureField }

    /// Whether tapping the node does something: it has an action or takes focus.
    public var isInteractive: Bool { onTap != nil || isEditable }

    /// The node and every visible descendant, depth first in reading order.
    public var visibleDescendants: [ViewNode] {
        var result: [ViewNode] = []
        collectVisible(into: &result)
        return result
    }

    /// One array for the whole walk: every tap and assertion searches the screen, and an
    /// array per level made that search the slowest part of driving the app.
    private func collectVisible(into result: inout [ViewNode]) {
        guard !isHidden else { return }
        result.append(self)
        for child in children { child.collectVisible(into: &result) }
    }

    /// The first visible node in reading order, this one included, that `match` accepts.
    /// Hidden subtrees are skipped, and the walk stops at the first hit without building a list.
    public func firstVisible(where match: (ViewNode) -> Bool) -> ViewNode? {
        guard !isHidden else { return nil }
        if match(self) { return self }
        for child in children {
            if let found = child.firstVisible(where: match) { return found }
        }
        return nil
    }

    /// Whether `node` is this node or one of its visible descendants; stops at the first hit.
    public func visiblyContains(_ node: ViewNode) -> Bool {
        firstVisible { $0 === node } != nil
    }

    /// The first visible node, this one included, whose identifier equals `identifier`.
    public func descendant(identifier: String) -> ViewNode? {
        firstVisible { $0.identifier == identifier }
    }

    /// The text a person reads for the node: the label, or the value for unlabeled text.
    public var displayText: String? { label ?? value }

    /// The texts a search may match: label, value and placeholder. A secure field's value is
    /// left out: what it holds must never be findable, or typing a password would leak it.
    public var searchableTexts: [String] {
        let searchableValue = role == .secureField ? nil : value
        return [label, searchableValue, placeholder].compactMap { $0 }
    }

    /// The value as drawn and dumped: a secure field shows one bullet per character so its
    /// length is visible but its content is not.
    var shownValue: String? {
        guard let value, role == .secureField else { return value }
        return Self.masked(value)
    }

    /// `text` as a secure field shows it: one bullet per character. Logs and reports of what
    /// was typed into a secure field use it too, so a password is never printed anywhere the
    /// screen hides it.
    nonisolated public static func masked(_ text: String) -> String {
        String(repeating: "•", count: text.count)
    }
}
