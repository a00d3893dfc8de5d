import HeadlessUI

/// Parses a value written on one line: a quoted or plain string, `{key: value}` or `[a, b]`.
struct YAMLInlineParser {
    private let text: [Character]
    private let file: String
    private let line: Int
    private let firstColumn: Int
    private let startDepth: Int
    private var position = 0

    /// A parser for `text`, which starts at `firstColumn` (1-based) of `line`.
    init(text: [Character], file: String, line: Int, firstColumn: Int, depth: Int) {
        self.text = text
        self.file = file
        self.line = line
        self.firstColumn = firstColumn
        self.startDepth = depth
    }

    /// The value that fills the whole text.
    ///
    /// - Throws: `FlowSyntaxError` for unclosed quotes or brackets and text after the value.
    mutating func parseWholeLine() throws(FlowSyntaxError) -> YAMLNode {
        skipSpaces()
        if let first = current, first == "|" || first == ">" {
            throw error("block scalars ('|' and '>') are not supported; write the text on one line, in quotes")
        }
        if let first = current, "&*!".contains(first) {
            throw error("anchors, aliases and tags ('&', '*', '!') are not supported; quote the text")
        }
        let value = try value(inFlow: false, depth: startDepth)
        skipSpaces()
        if position < text.count {
            throw error(
                "expected the end of the line after the value, found '\(QuotedText.abbreviated(text[position...]))'")
        }
        return value
    }

    // MARK: - Values

    private mutating func value(inFlow: Bool, depth: Int) throws(FlowSyntaxError) -> YAMLNode {
        guard depth < YAMLParser.maximumDepth else {
            throw error("nesting is deeper than \(YAMLParser.maximumDepth) levels")
        }
        let start = location
        switch current {
        case "{": return try flowMapping(depth: depth)
        case "[": return try flowSequence(depth: depth)
        case "\"": return YAMLNode(kind: .scalar(try doubleQuoted(), isQuoted: true), location: start)
        case "'": return YAMLNode(kind: .scalar(try singleQuoted(), isQuoted: true), location: start)
        default:
            let plain = plainScalar(inFlow: inFlow)
            return YAMLNode(kind: plain.isEmpty ? .null : .scalar(plain, isQuoted: false), location: start)
        }
    }

    private mutating func flowMapping(depth: Int) throws(FlowSyntaxError) -> YAMLNode {
        let start = location
        position += 1
        var entries: [YAMLEntry] = []
        while true {
            skipSpaces()
            guard let character = current else { throw unclosed("{", at: start) }
            if character == "}" {
                position += 1
                return YAMLNode(kind: .mapping(entries), location: start)
            }
            let keyLocation = location
            let key: String
            switch character {
            case "\"": key = try doubleQuoted()
            case "'": key = try singleQuoted()
            default: key = plainKey()
            }
            guard !key.isEmpty else { throw error("expected a key inside '{ }', found '\(character)'") }
            if entries.contains(where: { $0.key == key }) {
                throw FlowSyntaxError("duplicate key '\(QuotedText.abbreviated(key))'", at: keyLocation)
            }
            skipSpaces()
            guard current == ":" else { throw error("expected ':' after the key '\(QuotedText.abbreviated(key))'") }
            position += 1
            skipSpaces()
            let value: YAMLNode
            if current == "," || current == "}" {
                value = YAMLNode(kind: .null, location: location)
            } else {
                value = try self.value(inFlow: true, depth: depth + 1)
            }
            entries.append(YAMLEntry(key: key, keyLocation: keyLocation, value: value))
            skipSpaces()
            guard let separator = current else { throw unclosed("{", at: start) }
            if separator == "," {
                position += 1
            } else if separator != "}" {
                throw error("expected ',' or '}' inside '{ }', found '\(separator)'")
            }
        }
    }

    private mutating func flowSequence(depth: Int) throws(FlowSyntaxError) -> YAMLNode {
        let start = location
        position += 1
        var items: [YAMLNode] = []
        while true {
            skipSpaces()
            guard let character = current else { throw unclosed("[", at: start) }
            if character == "]" {
                position += 1
                return YAMLNode(kind: .sequence(items), location: start)
            }
            items.append(try value(inFlow: true, depth: depth + 1))
            skipSpaces()
            guard let separator = current else { throw unclosed("[", at: start) }
            if separator == "," {
                position += 1
            } else if separator != "]" {
                throw error("expected ',' or ']' inside '[ ]', found '\(separator)'")
            }
        }
    }

    // MARK: - Strings

    private mutating func doubleQuoted() throws(FlowSyntaxError) -> String {
        let start = location
        position += 1
        var result = ""
        while let character = current {
            position += 1
            switch character {
            case "\"":
                return result
            case "\\":
                result.append(try escape())
            default:
                result.append(character)
            }
        }
        throw unclosed("\"", at: start)
    }

    private mutating func escape() throws(FlowSyntaxError) -> Character {
        guard let character = current else { throw error("expected an escaped character after '\\'") }
        position += 1
        switch character {
        case "\"", "\\", "/": return character
        case "n": return "\n"
        case "t": return "\t"
        case "u":
            let digits = text[min(position, text.count)..<min(position + 4, text.count)]
            guard digits.count == 4, let value = UInt32(String(digits), radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            position += 4
            return Character(scalar)
        default:
            position -= 1
            throw error("unknown escape '\\\(character)' in a double-quoted string; write '\\\\' or use single quotes")
        }
    }

    private mutating func singleQuoted() throws(FlowSyntaxError) -> String {
        let start = location
        position += 1
        var result = ""
        while let character = current {
            position += 1
            if character == "'" {
                if current == "'" {
                    result.append("'")
                    position += 1
                } else {
                    return result
                }
            } else {
                result.append(character)
            }
        }
        throw unclosed("'", at: start)
    }

    private mutating func plainScalar(inFlow: Bool) -> String {
        let start = position
        while let character = current {
            // `${NAME}` is one unit, so `{id: ${SCREEN}.login}` works without quotes.
            if character == "$", position + 1 < text.count, text[position + 1] == "{",
                let close = text[position...].firstIndex(of: "}")
            {
                position = close + 1
                continue
            }
            if inFlow, character == "," || character == "}" || character == "]" { break }
            position += 1
        }
        var characters = text[start..<position]
        while characters.last == " " { characters = characters.dropLast() }
        return String(characters)
    }

    private mutating func plainKey() -> String {
        let start = position
        while let character = current, character != ":", character != ",", character != "}" {
            position += 1
        }
        var characters = text[start..<position]
        while characters.last == " " { characters = characters.dropLast() }
        return String(characters)
    }

    // MARK: - Position

    private var current: Character? { position < text.count ? text[position] : nil }

    private var location: FlowSourceLocation {
        FlowSourceLocation(file: file, line: line, column: firstColumn + position)
    }

    private mutating func skipSpaces() {
        while current == " " || current == "\t" { position += 1 }
    }

    private func error(_ message: String) -> FlowSyntaxError {
        FlowSyntaxError(message, at: location)
    }

    private func unclosed(_ opening: String, at start: FlowSourceLocation) -> FlowSyntaxError {
        FlowSyntaxError("'\(opening)' is never closed on its line", at: start)
    }
}
