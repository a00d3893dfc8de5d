import HeadlessUI

/// Reads the XML that JUnit reports are written in: one root element, attributes in single or
/// double quotes, text, CDATA sections, comments and processing instructions, and XML's five
/// entities and character references.
///
/// A report is outside input (another machine's, another tool's), so what this reader does is
/// bounded: a document type declaration is refused (it could declare entities that expand),
/// elements nest at most `maximumDepth` deep, and every step moves forward through the bytes.
/// Text content is skipped, not kept: merging reports copies elements as written, so anything
/// that would make the copy no XML is refused here, where the report is named: bytes that are
/// not UTF-8, a character XML 1.0 does not allow (raw or as a reference such as `&#0;`), a name
/// of other characters than XML's, `--` inside a comment, `]]>` in text, and an XML
/// declaration anywhere but at the start.
struct JUnitXMLReader {
    /// The deepest elements may nest; JUnit reports nest four deep.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var position = 0
    /// Where the document starts, after a byte-order mark: the one place for an XML declaration.
    private var documentStart = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root element of the document `bytes` hold.
    ///
    /// - Throws: `JUnitXMLError` for anything that is not a well-formed document of one root
    ///   element, a document type declaration, or elements nested deeper than `maximumDepth`.
    static func read(_ bytes: [UInt8]) throws(JUnitXMLError) -> JUnitXMLElement {
        var reader = JUnitXMLReader(bytes)
        if let refusal = JUnitXMLCharacters.firstRefusal(in: bytes) {
            reader.position = refusal.offset
            throw reader.error(refusal.reason)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        reader.documentStart = reader.position
        try reader.skipMisc()
        guard reader.peek(is: "<") else { throw reader.error("expected the root element, found \(reader.found)") }
        let root = try reader.element(depth: 1)
        try reader.skipMisc()
        guard reader.position == bytes.count else {
            throw reader.error("expected nothing after the root element, found \(reader.found)")
        }
        return root
    }

    // MARK: - Markup

    /// Skips white space, comments and processing instructions outside the root element.
    private mutating func skipMisc() throws(JUnitXMLError) {
        while position < bytes.count {
            if isSpace(bytes[position]) {
                position += 1
            } else if peek(is: "<?") {
                try processingInstruction()
            } else if peek(is: "<!--") {
                try comment()
            } else if peek(is: "<!DOCTYPE") {
                throw error("a document type declaration is not read; a JUnit report has none")
            } else {
                return
            }
        }
    }

    private mutating func element(depth: Int) throws(JUnitXMLError) -> JUnitXMLElement {
        guard depth <= Self.maximumDepth else {
            throw error("elements nest deeper than \(Self.maximumDepth); a JUnit report nests four deep")
        }
        let start = position
        position += 1
        let name = try self.name()
        let nameEnd = position
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpace()
            if peek(is: "/>") {
                position += 2
                return JUnitXMLElement(
                    name: name, attributes: attributes, children: [], range: start..<position, nameEnd: nameEnd)
            }
            if peek(is: ">") {
                position += 1
                break
            }
            guard hadSpace else {
                throw error("expected white space, '>' or '/>' in <\(QuotedText.abbreviated(name))>, found \(found)")
            }
            let attribute = try self.name()
            skipSpace()
            guard peek(is: "=") else {
                throw error("expected '=' after the attribute '\(QuotedText.abbreviated(attribute))', found \(found)")
            }
            position += 1
            skipSpace()
            guard attributes[attribute] == nil else {
                throw error("the attribute '\(QuotedText.abbreviated(attribute))' is given twice")
            }
            attributes[attribute] = try quotedValue()
        }
        let children = try content(of: name, depth: depth)
        return JUnitXMLElement(
            name: name, attributes: attributes, children: children, range: start..<position, nameEnd: nameEnd)
    }

    /// Reads up to and including `</name>`, returning the child elements.
    private mutating func content(of name: String, depth: Int) throws(JUnitXMLError) -> [JUnitXMLElement] {
        var children: [JUnitXMLElement] = []
        while position < bytes.count {
            if peek(is: "</") {
                let tag = position
                position += 2
                let closing = try self.name()
                guard closing == name else {
                    position = tag
                    throw error(
                        "expected </\(QuotedText.abbreviated(name))>, found </\(QuotedText.abbreviated(closing))>")
                }
                skipSpace()
                guard peek(is: ">") else {
                    throw error("expected '>' to close </\(QuotedText.abbreviated(name))>, found \(found)")
                }
                position += 1
                return children
            } else if peek(is: "<!--") {
                try comment()
            } else if peek(is: "<![CDATA[") {
                try skip(past: "]]>", what: "CDATA section")
            } else if peek(is: "<?") {
                try processingInstruction()
            } else if peek(is: "<") {
                children.append(try element(depth: depth + 1))
            } else if bytes[position] == UInt8(ascii: "&") {
                _ = try reference()
            } else if peek(is: "]]>") {
                throw error("']]>' is not allowed in text; write ']]&gt;'")
            } else {
                position += 1
            }
        }
        throw error("expected </\(QuotedText.abbreviated(name))>, found the end of the file")
    }

    // MARK: - Names, values and references

    private mutating func name() throws(JUnitXMLError) -> String {
        let start = position
        while position < bytes.count {
            let (value, length) = JUnitXMLCharacters.scalar(in: bytes, at: position)
            let fits = position == start ? JUnitXMLCharacters.isNameStart(value) : JUnitXMLCharacters.isName(value)
            guard fits else { break }
            position += length
        }
        guard position > start else { throw error("expected a name, found \(found)") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// `<!-- ... -->`, which may not hold `--` before its end.
    private mutating func comment() throws(JUnitXMLError) {
        let start = position
        position += 4
        while position < bytes.count {
            if peek(is: "--") {
                guard peek(is: "-->") else { throw error("'--' is not allowed inside a comment") }
                position += 3
                return
            }
            position += 1
        }
        position = start
        throw error("expected '-->' to end the comment, found the end of the file")
    }

    /// `<?target ...?>`; the target `xml` is the XML declaration, allowed only at the start.
    private mutating func processingInstruction() throws(JUnitXMLError) {
        let start = position
        position += 2
        let target = try name()
        if target.lowercased() == "xml", start != documentStart {
            position = start
            throw error("an XML declaration ('<?xml') is allowed only at the very start of the file")
        }
        guard peek(is: "?>") || (position < bytes.count && isSpace(bytes[position])) else {
            throw error("expected white space or '?>' after '<?\(QuotedText.abbreviated(target))', found \(found)")
        }
        try skip(past: "?>", what: "processing instruction")
    }

    private mutating func quotedValue() throws(JUnitXMLError) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
        else { throw error("expected a quoted value, found \(found)") }
        let quote = bytes[position]
        position += 1
        var value: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            switch bytes[position] {
            case UInt8(ascii: "<"):
                throw error("'<' is not allowed in an attribute value; write &lt;")
            case UInt8(ascii: "&"):
                value += Array(try reference().utf8)
            default:
                value.append(bytes[position])
                position += 1
            }
        }
        guard position < bytes.count else { throw error("expected the closing quote, found the end of the file") }
        position += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// Reads `&name;` or `&#N;` / `&#xN;` and returns the text it stands for.
    private mutating func reference() throws(JUnitXMLError) -> String {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - start <= 12 {
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
            position = start
            throw error("expected an entity such as &amp; ending in ';', found \(found)")
        }
        let body = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
        position += 1
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(body)
            guard digits.first == "#" else {
                position = start
                throw error("the entity &\(body); is not one of XML's five (&lt; &gt; &amp; &quot; &apos;)")
            }
            digits = digits.dropFirst()
            let radix = digits.first == "x" ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            // Only digits: `UInt32` would also take a sign (`&#+65;`), which XML does not.
            let isDigit: (Character) -> Bool = radix == 16 ? \.isHexDigit : { $0.isASCII && $0.isNumber }
            guard digits.allSatisfy({ $0.isASCII && isDigit($0) }), let code = UInt32(digits, radix: radix),
                let scalar = Unicode.Scalar(code)
            else {
                position = start
                throw error("&\(body); is not a character reference")
            }
            guard JUnitXMLCharacters.isAllowed(code) else {
                position = start
                throw error(
                    "&\(body); refers to U+\(JUnitXMLCharacters.hex(code)), a character XML 1.0 does not allow")
            }
            return String(Character(scalar))
        }
    }

    // MARK: - Bytes

    private mutating func skip(past end: String, what: String) throws(JUnitXMLError) {
        let terminator = Array(end.utf8)
        let start = position
        while position < bytes.count {
            if bytes[position...].starts(with: terminator) {
                position += terminator.count
                return
            }
            position += 1
        }
        position = start
        throw error("expected '\(end)' to end the \(what), found the end of the file")
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    private func peek(is text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// What stands at the reading position, for messages.
    private var found: String {
        guard position < bytes.count else { return "the end of the file" }
        let end = min(position + 12, bytes.count)
        return "'" + String(decoding: bytes[position..<end], as: UTF8.self) + "'"
    }

    private func error(_ reason: String) -> JUnitXMLError {
        let before = bytes[..<min(position, bytes.count)]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return JUnitXMLError(reason: reason, line: line, column: position - lineStart + 1)
    }
}
