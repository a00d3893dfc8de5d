/// How a flow names an element: Maestro's selector. `text` and `id` are regular expressions
/// that must match the whole text or identifier.
public struct FlowSelector: Sendable, Equatable {
    /// A pattern for the label, value or placeholder.
    public var text: String?
    /// A pattern for the accessibility identifier.
    public var id: String?
    /// Which of several matches, counting from 0 in reading order.
    public var index: Int?
    /// Only elements in this enabled state match.
    public var enabled: Bool?
    /// A missing element skips the step instead of failing the flow.
    public var isOptional: Bool

    /// Creates a selector.
    public init(
        text: String? = nil, id: String? = nil, index: Int? = nil, enabled: Bool? = nil, isOptional: Bool = false
    ) {
        self.text = text
        self.id = id
        self.index = index
        self.enabled = enabled
        self.isOptional = isOptional
    }

    /// What the selector asks for, as Maestro's messages say it: `"Log in"`, `id: login.email`.
    public var summary: String {
        var parts: [String] = []
        if let text { parts.append("\"\(text)\"") }
        if let id { parts.append("id: \(id)") }
        if let index { parts.append("index: \(index)") }
        if let enabled { parts.append("enabled: \(enabled)") }
        return parts.joined(separator: ", ")
    }
}
