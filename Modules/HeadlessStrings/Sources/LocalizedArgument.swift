/// A value put into a localized string: text for `%@`, a whole number for `%lld` (and `%d`),
/// which also chooses the plural form.
public enum LocalizedArgument: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Text, put in as it is.
    case text(String)
    /// A count or length, written with ASCII digits so numbers read left to right in every
    /// language.
    case number(Int)

    /// A text argument from a literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// A number argument from a literal.
    public init(integerLiteral value: Int) {
        self = .number(value)
    }

    /// The argument as it is written into the string.
    var written: String {
        switch self {
        case let .text(text): text
        case let .number(number): String(number)
        }
    }
}
