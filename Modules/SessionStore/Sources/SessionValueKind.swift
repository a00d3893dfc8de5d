/// The kind of value a place in the saved session must hold.
public nonisolated enum SessionValueKind: Equatable, Sendable, CustomStringConvertible {
    /// A dictionary of keys and values.
    case dictionary
    /// A list.
    case array
    /// Text (UserDefaults also reads a number as its text).
    case text
    /// A yes or no (UserDefaults also reads numbers and "YES"/"NO" text as one).
    case yesOrNo
    /// A date.
    case date

    /// The kind in English, with its article.
    public var description: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .text: "text"
        case .yesOrNo: "a yes or no"
        case .date: "a date"
        }
    }
}
