/// One header field as the client sent it.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name, in lower case (field names are case-insensitive).
    public let name: String
    /// The field value, without surrounding whitespace.
    public let value: String

    /// A field named `name` (stored in lower case) with `value`.
    public init(name: String, value: String) {
        self.name = name.lowercased()
        self.value = value
    }
}
