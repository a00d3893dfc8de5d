import DesignSystem
import HeadlessUI

/// A JSON value that keeps its members in the order they are written, for text this code
/// writes into a file a person reads (migrated values, resolved token sets). `JSONValue`
/// sorts keys; a rewritten file must not.
enum WrittenJSON: Sendable, Equatable {
    /// A number, `true`, `false` or `null`, as its JSON text.
    case literal(String)
    case string(String)
    case array([WrittenJSON])
    case object([(key: String, value: WrittenJSON)])

    static func == (lhs: WrittenJSON, rhs: WrittenJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.literal(a), .literal(b)), let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// A number as JSON text: whole numbers without `.0`, others in the shortest form that
    /// reads back as the same double.
    static func number(_ value: Double) -> WrittenJSON {
        if value == value.rounded(), abs(value) < 1e15 { return .literal(String(Int(value))) }
        return .literal(String(value))
    }

    /// The same value as a `JSONValue`, for checking it.
    var jsonValue: JSONValue {
        switch self {
        case let .literal(text):
            switch text {
            case "true": .bool(true)
            case "false": .bool(false)
            case "null": .null
            default: DecimalNumber(text)?.double.map(JSONValue.number) ?? .null
            }
        case let .string(text): .string(text)
        case let .array(items): .array(items.map(\.jsonValue))
        case let .object(members):
            .object(Dictionary(members.map { ($0.key, $0.value.jsonValue) }, uniquingKeysWith: { $1 }))
        }
    }

    /// On one line: `{ "value": 16, "unit": "px" }`.
    var inlineText: String {
        switch self {
        case let .literal(text): return text
        case let .string(text): return JSONValue.string(text).jsonText
        case let .array(items): return "[" + items.map(\.inlineText).joined(separator: ", ") + "]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            return "{ "
                + members.map { JSONValue.string($0.key).jsonText + ": " + $0.value.inlineText }
                .joined(separator: ", ") + " }"
        }
    }

    /// Two spaces per level, the first line unindented (it follows a key) and the closing
    /// bracket at `indent`. Arrays of numbers and strings stay on one line, as formatters
    /// such as Prettier keep them.
    func text(indent: String) -> String {
        switch self {
        case .literal, .string: return inlineText
        case let .array(items):
            guard items.contains(where: \.isContainer) else { return inlineText }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n"
                + members.map { inner + JSONValue.string($0.key).jsonText + ": " + $0.value.text(indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        case .literal, .string: false
        }
    }
}
