import HeadlessUI

extension Components {
    /// A screen or section title.
    public func title(_ text: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier)
    }

    /// Running text.
    public func body(_ text: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier)
    }

    /// Small secondary text.
    public func caption(_ text: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier)
    }

    /// A validation or failure message; hidden while `text` is `nil`.
    public func errorMessage(_ text: String?, identifier: String) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier, isHidden: text == nil)
    }
}
