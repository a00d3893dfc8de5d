import Foundation

/// A JSON value as a String Catalog holds it, read with Foundation's decoder and written in the
/// layout Xcode gives `Localizable.xcstrings`: two spaces per level, `"key" : value`, keys in
/// sorted order, an empty object or array with an empty line inside.
enum CatalogueJSON: Equatable, Decodable {
    case object([String: CatalogueJSON])
    case array([CatalogueJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// Reads one value; a number with a fraction is refused, as no catalogue holds one.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Each shape is tried in turn: a mismatch only says "not this shape"; the last one
        // reports what the value is if it is none of them.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CatalogueJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CatalogueJSON].self))
        }
    }

    /// The value at `key` of an object; `nil` for another value or a missing key.
    subscript(key: String) -> CatalogueJSON? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }

    /// The value as Xcode writes it, its nested lines indented from `indent` spaces; a slash
    /// is written `\/` when `escapingSlashes`, as Foundation's JSON writer does by default.
    func written(indent: Int = 0, escapingSlashes: Bool = false) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        switch self {
        case let .object(members) where members.isEmpty:
            return "{\n\n\(closing)}"
        case let .object(members):
            let lines = members.keys.sorted().map { key in
                let value = members[key]?.written(indent: indent + 2, escapingSlashes: escapingSlashes) ?? "null"
                return inner + Self.quoted(key, escapingSlashes: escapingSlashes) + " : " + value
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(closing)}"
        case let .array(items) where items.isEmpty:
            return "[\n\n\(closing)]"
        case let .array(items):
            let lines = items.map { inner + $0.written(indent: indent + 2, escapingSlashes: escapingSlashes) }
            return "[\n" + lines.joined(separator: ",\n") + "\n\(closing)]"
        case let .string(text):
            return Self.quoted(text, escapingSlashes: escapingSlashes)
        case let .integer(number):
            return String(number)
        case let .bool(flag):
            return flag ? "true" : "false"
        case .null:
            return "null"
        }
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else (accents, Arabic, emoji) written as it is.
    static func quoted(_ text: String, escapingSlashes: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "/" where escapingSlashes: result += "\\/"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case let control where control.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
