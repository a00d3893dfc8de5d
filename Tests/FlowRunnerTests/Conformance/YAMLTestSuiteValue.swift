import Foundation

@testable import FlowRunner

/// A value as the YAML test suite's `in.json` writes it, compared as data: numbers by value,
/// objects whatever the order of their keys.
enum YAMLTestSuiteValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([YAMLTestSuiteValue])
    case object([String: YAMLTestSuiteValue])

    var description: String {
        switch self {
        case .null: "null"
        case let .bool(value): "\(value)"
        case let .number(value): "\(value)"
        case let .string(value): String(reflecting: value)
        case let .array(items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case let .object(entries):
            "{"
                + entries.sorted { $0.key < $1.key }.map { "\(String(reflecting: $0.key)): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }

    // MARK: - From YAML

    /// The value a YAML node stands for under the YAML 1.2 core schema: plain scalars resolve
    /// to null, booleans, integers (also `0o` and `0x`) and floats (also `.inf`, `.nan`);
    /// quoted and block scalars are strings; `!!str`, `!!int`, `!!float`, `!!bool` and `!!null`
    /// say which.
    init(_ node: YAMLNode?) {
        guard let node else {
            self = .null
            return
        }
        switch node.kind {
        case .null:
            self = node.tag == YAMLTag.coreSchemaPrefix + "str" ? .string("") : .null
        case let .scalar(text, isQuoted):
            self = Self.resolve(text, isQuoted: isQuoted, tag: node.tag)
        case let .sequence(items):
            self = .array(items.map { YAMLTestSuiteValue($0) })
        case let .mapping(entries):
            var object: [String: YAMLTestSuiteValue] = [:]
            for entry in entries { object[entry.key] = YAMLTestSuiteValue(entry.value) }
            self = .object(object)
        }
    }

    private static func resolve(_ text: String, isQuoted: Bool, tag: String?) -> YAMLTestSuiteValue {
        guard let tag else { return isQuoted ? .string(text) : plain(text) }
        let core = YAMLTag.coreSchemaPrefix
        if [core + "int", core + "float", core + "bool", core + "null"].contains(tag) { return plain(text) }
        return .string(text)
    }

    private static func plain(_ text: String) -> YAMLTestSuiteValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        default: break
        }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .number(Double(value)) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .number(Double(value)) }
        if text.range(of: #"^[-+]?[0-9]+$"#, options: .regularExpression) != nil, let value = Double(text) {
            return .number(value)
        }
        if text.range(of: #"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#, options: .regularExpression)
            != nil,
            let value = Double(text)
        {
            return .number(value)
        }
        return .string(text)
    }

    // MARK: - From JSON

    /// Every JSON value in `bytes`, which holds one after another (one per YAML document).
    static func values(fromJSON bytes: [UInt8]) throws -> [YAMLTestSuiteValue] {
        var reader = JSONReader(bytes: bytes)
        var values: [YAMLTestSuiteValue] = []
        reader.skipWhitespace()
        while reader.position < bytes.count {
            values.append(try reader.value())
            reader.skipWhitespace()
        }
        return values
    }

    struct JSONError: Error {
        let offset: Int
    }

    private struct JSONReader {
        let bytes: [UInt8]
        var position = 0

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func value() throws -> YAMLTestSuiteValue {
            skipWhitespace()
            guard position < bytes.count else { throw JSONError(offset: position) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var object: [String: YAMLTestSuiteValue] = [:]
                skipWhitespace()
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(object)
                }
                while true {
                    skipWhitespace()
                    let key = try string()
                    skipWhitespace()
                    try expect(UInt8(ascii: ":"))
                    object[key] = try value()
                    skipWhitespace()
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                    } else {
                        try expect(UInt8(ascii: "}"))
                        return .object(object)
                    }
                }
            case UInt8(ascii: "["):
                position += 1
                var items: [YAMLTestSuiteValue] = []
                skipWhitespace()
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                while true {
                    items.append(try value())
                    skipWhitespace()
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                    } else {
                        try expect(UInt8(ascii: "]"))
                        return .array(items)
                    }
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try word("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try word("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try word("null")
                return .null
            default:
                let start = position
                while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
                guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                    throw JSONError(offset: start)
                }
                return .number(number)
            }
        }

        private mutating func expect(_ byte: UInt8) throws {
            guard position < bytes.count, bytes[position] == byte else { throw JSONError(offset: position) }
            position += 1
        }

        private mutating func word(_ text: String) throws {
            for byte in text.utf8 { try expect(byte) }
        }

        private mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") {
                    flush()
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    raw.append(byte)
                    continue
                }
                flush()
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        try expect(UInt8(ascii: "\\"))
                        try expect(UInt8(ascii: "u"))
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw JSONError(offset: position) }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            throw JSONError(offset: position)
        }

        private mutating func hex4() throws -> UInt32 {
            guard position + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
            else { throw JSONError(offset: position) }
            position += 4
            return value
        }
    }
}
