/// A parsed JSON value. Kept apart from Foundation's `Any` so booleans and numbers never
/// blur into each other and so an error can show what it found.
enum JSONValue: Sendable, Equatable, Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// A short rendering for error messages: strings quoted, objects by their keys.
    var summary: String {
        switch self {
        case let .string(text): return "\"" + text + "\""
        case let .number(number): return Self.format(number)
        case let .bool(flag): return flag ? "true" : "false"
        case let .array(items): return "[" + items.map(\.summary).joined(separator: ", ") + "]"
        case let .object(members):
            let keys = members.keys.sorted().map { "\"" + $0 + "\": " + (members[$0]?.summary ?? "") }
            return "{" + keys.joined(separator: ", ") + "}"
        case .null: return "null"
        }
    }

    /// Whole numbers without a trailing `.0`, so messages read like the file; unit
    /// conversions are rounded to nine decimals so `350ms` prints as `0.35`, not `0.35000000000000003`.
    static func format(_ number: Double) -> String {
        guard abs(number) < 1e15 else { return String(number) }
        let rounded = (number * 1e9).rounded() / 1e9
        if rounded.rounded() == rounded { return String(Int(rounded)) }
        return String(rounded)
    }
}
