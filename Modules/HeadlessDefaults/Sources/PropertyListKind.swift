/// What a property-list value is, in the words of a property list; messages name it when a value
/// is not what its place holds.
public enum PropertyListKind: Equatable, Sendable, CustomStringConvertible {
    /// `<true/>` or `<false/>`.
    case boolean
    /// `<integer>`.
    case integer
    /// `<real>`.
    case real
    /// `<string>`.
    case string
    /// `<date>`.
    case date
    /// `<data>`.
    case data
    /// `<array>`.
    case array
    /// `<dict>`.
    case dictionary

    /// The kind in English, with its article.
    public var description: String {
        switch self {
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .real: "a real number"
        case .string: "a string"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
