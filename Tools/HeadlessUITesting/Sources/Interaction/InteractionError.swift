import HeadlessUI

/// Why an interaction with the screen failed. Every case that concerns the screen carries
/// the tree as it was, so the message shows what was there instead.
public enum InteractionError: Error, Equatable, CustomStringConvertible {
    /// Nothing visible matches.
    case notFound(selector: String, tree: String)
    /// Several visible elements match and none can be preferred.
    case ambiguous(selector: String, matches: [String], tree: String)
    /// The element is disabled.
    case disabled(selector: String, tree: String)
    /// The element does not take text.
    case notEditable(selector: String, role: String, tree: String)
    /// Text was typed with no field focused.
    case noFocusedField(tree: String)
    /// There is no screen to go back from.
    case cannotGoBack(tree: String)
    /// A swipe that the screen does not allow, with the reason.
    case cannotSwipe(reason: String, tree: String)
    /// A regular expression that does not parse.
    case invalidPattern(String, reason: String)
    /// The window has no root view controller.
    case noScreen

    /// What went wrong, without the tree.
    public var message: String {
        switch self {
        case let .notFound(selector, _):
            "Element not found: \(selector)"
        case let .ambiguous(selector, matches, _):
            "Element is ambiguous: \(selector) matches \(matches.count) elements: \(matches.joined(separator: "; "))"
        case let .disabled(selector, _):
            "Element is disabled: \(selector)"
        case let .notEditable(selector, role, _):
            "Element is not editable: \(selector) is a \(role); tap a text field first"
        case .noFocusedField:
            "No text field is focused: tap a field before typing"
        case .cannotGoBack:
            "Cannot go back: no navigation stack on screen has a screen to pop"
        case let .cannotSwipe(reason, _):
            "Cannot swipe: \(reason)"
        case let .invalidPattern(pattern, reason):
            "Invalid regular expression '\(pattern)': \(reason)"
        case .noScreen:
            "Nothing on screen: the window has no root view controller"
        }
    }

    /// The tree that was on screen, when the error concerns the screen.
    public var tree: String? {
        switch self {
        case let .notFound(_, tree), let .ambiguous(_, _, tree), let .disabled(_, tree),
            let .notEditable(_, _, tree), let .noFocusedField(tree), let .cannotGoBack(tree),
            let .cannotSwipe(_, tree):
            tree
        case .invalidPattern, .noScreen:
            nil
        }
    }

    /// The message followed by the tree on screen.
    public var description: String {
        guard let tree else { return message }
        return message + "\n\nOn screen:\n" + tree
    }
}
