/// How a flow names an element: Maestro's selector. `text` and `id` are regular expressions
/// that must match the whole text or identifier.
public struct MaestroSelector: Sendable, Equatable {
    /// A pattern for the label, value or placeholder.
    public var text: String?
    /// A pattern for the accessibility identifier.
    public var id: String?
    /// Which of several matches, counting from 0 in reading order.
    public var index: Int?
    /// `index` written as an expression (`${0 + 1}`), evaluated when the step runs.
    public var indexExpression: String?
    /// Only elements in this enabled state match.
    public var enabled: Bool?
    /// Only elements in this checked state match (a selected toggle or row counts as checked).
    public var checked: Bool?
    /// Only elements in this focus state match.
    public var focused: Bool?
    /// Only elements in this selected state match.
    public var selected: Bool?
    /// A place on screen (`50%,50%` or `100,200`) instead of an element.
    public var point: String?
    /// Conditions on other elements: `below`, `above`, `leftOf`, `rightOf`, `containsChild`,
    /// `childOf` and each of `containsDescendants`.
    public var relations: [MaestroSelectorRelation]
    /// Options that need a real device's geometry (`width`, `height`, `tolerance`, `traits`);
    /// a selector using one cannot be matched headlessly.
    public var deviceOnlyKeys: [String]
    /// A missing element skips the step instead of failing the flow.
    public var isOptional: Bool

    /// Creates a selector.
    public init(
        text: String? = nil,
        id: String? = nil,
        index: Int? = nil,
        enabled: Bool? = nil,
        checked: Bool? = nil,
        focused: Bool? = nil,
        selected: Bool? = nil,
        point: String? = nil,
        relations: [MaestroSelectorRelation] = [],
        deviceOnlyKeys: [String] = [],
        isOptional: Bool = false
    ) {
        self.text = text
        self.id = id
        self.index = index
        self.enabled = enabled
        self.checked = checked
        self.focused = focused
        self.selected = selected
        self.point = point
        self.relations = relations
        self.deviceOnlyKeys = deviceOnlyKeys
        self.isOptional = isOptional
    }

    /// What the selector asks for, as Maestro's messages say it: `"Log in"`, `id: login.email`.
    public var summary: String {
        // Most selectors name one id or one text: every step's log line is built from this.
        if relations.isEmpty, deviceOnlyKeys.isEmpty, point == nil, index == nil, indexExpression == nil,
            enabled == nil, checked == nil, focused == nil, selected == nil
        {
            if let id, text == nil { return "id: " + id }
            if let text, id == nil { return "\"" + text + "\"" }
        }
        var parts: [String] = []
        if let text { parts.append("\"\(text)\"") }
        if let id { parts.append("id: \(id)") }
        if let point { parts.append("point: \(point)") }
        if let index { parts.append("index: \(index)") }
        if let indexExpression { parts.append("index: \(indexExpression)") }
        if let enabled { parts.append("enabled: \(enabled)") }
        if let checked { parts.append("checked: \(checked)") }
        if let focused { parts.append("focused: \(focused)") }
        if let selected { parts.append("selected: \(selected)") }
        for relation in relations { parts.append("\(relation.kind.rawValue) \(relation.selector.summary)") }
        for key in deviceOnlyKeys { parts.append(key) }
        return parts.joined(separator: ", ")
    }
}

/// A condition a selector puts on another element.
public struct MaestroSelectorRelation: Sendable, Equatable {
    /// How the two elements relate.
    public enum Kind: String, Sendable, CaseIterable {
        /// The element comes after the other in reading order.
        case below
        /// The element comes before the other in reading order.
        case above
        /// The element comes before the other in reading order.
        case leftOf
        /// The element comes after the other in reading order.
        case rightOf
        /// A direct child of the element matches.
        case containsChild
        /// The element's parent matches.
        case childOf
        /// Some descendant of the element matches (one relation per `containsDescendants` item).
        case containsDescendant
    }

    /// How the two elements relate.
    public let kind: Kind
    /// The other element.
    public let selector: MaestroSelector

    /// Creates a relation.
    public init(_ kind: Kind, _ selector: MaestroSelector) {
        self.kind = kind
        self.selector = selector
    }
}
