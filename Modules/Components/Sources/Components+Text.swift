import HeadlessUI

extension Components {
    /// A screen or section title.
    public func title(_ text: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier, style: styles.text(.textPrimary, .title))
    }

    /// Running text.
    public func body(_ text: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier, style: styles.text(.textPrimary, .body))
    }

    /// Small secondary text.
    public func caption(_ text: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier, style: styles.text(.textSecondary, .caption))
    }

    /// A validation or failure message; hidden while `text` is `nil`.
    public func errorMessage(_ text: String?, identifier: String) -> ViewNode {
        let node = ViewNode(role: .text, identifier: identifier, style: styles.text(.danger, .caption))
        setErrorMessage(text, on: node)
        return node
    }

    /// Shows `text` in an error message node made by `errorMessage(_:identifier:)`, or hides
    /// the node while `text` is `nil`.
    public func setErrorMessage(_ text: String?, on node: ViewNode) {
        node.label = text
        node.isHidden = text == nil
    }
}
