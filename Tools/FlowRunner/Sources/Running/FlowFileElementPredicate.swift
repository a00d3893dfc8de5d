import HeadlessUI

/// What one selector asks of a node by itself, its relations to others aside: its states, its
/// identifier and its texts. A value rather than a closure, so that a lookup allocates no
/// context for it and a node that fails the first test costs no more.
@MainActor
struct FlowFileElementPredicate {
    /// The pattern one of the node's texts must match.
    let text: MaestroPattern?
    /// The pattern the node's identifier must match.
    let id: MaestroPattern?
    /// The enabled state the node must be in.
    let enabled: Bool?
    /// The focus state the node must be in.
    let focused: Bool?
    /// The selected state the node must be in.
    let selected: Bool?
    /// The checked state the node must be in: a selected toggle or row counts as checked.
    let checked: Bool?

    /// Whether `node` is what the selector names.
    ///
    /// - Throws: `FlowFileStepFailure` when a regular expression takes too many steps on a text.
    func accepts(_ node: ViewNode) throws(FlowFileStepFailure) -> Bool {
        if let enabled, node.isEnabled != enabled { return false }
        if let focused, node.isFocused != focused { return false }
        if let selected, node.isSelected != selected { return false }
        if let checked, node.isSelected != checked { return false }
        if let id {
            guard let identifier = node.identifier, try id.matches(identifier) else { return false }
        }
        if let text, try !Self.any(of: node, matches: text) { return false }
        return true
    }

    /// Whether the label, value or placeholder matches (`searchableTexts`: a secure field's
    /// value is never searched).
    private static func any(of node: ViewNode, matches pattern: MaestroPattern) throws(FlowFileStepFailure) -> Bool {
        for text in node.searchableTexts where try pattern.matches(text) { return true }
        return false
    }
}
