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
        ViewNode(
            role: .text, label: text, identifier: identifier, isHidden: text == nil,
            style: styles.text(.danger, .caption))
    }
}
