import Foundation

/// The lexical side of `XMLPropertyListReader`: tags, character data, comments, CDATA and the
/// five predefined entities, read forwards over bytes. Every method moves `position` on or
/// throws, and none looks back, so a whole read is linear in the file.
struct XMLScanner {
    /// What is wrong at `position`, in words a person can act on.
    struct Problem: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// An opening tag: its name, and whether it closes itself (`<true/>`).
    struct Tag {
        let name: String
        let isEmpty: Bool
    }

    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// Whether the bytes at `position` are `text` (ASCII).
    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        return text.withUTF8Buffer { prefix in
            (0..<count).allSatisfy { bytes[position + $0] == prefix[$0] }
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"),
            UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// Moves past `terminator` and returns the bytes before it.
    mutating func take(through terminator: StaticString) throws(Problem) -> ArraySlice<UInt8> {
        let start = position
        while !isAtEnd {
            if starts(with: terminator) {
                let taken = bytes[start..<position]
                position += terminator.utf8CodeUnitCount
                return taken
            }
            position += 1
        }
        throw Problem("the file ends before \(terminator)")
    }

    /// Skips whitespace, comments and processing instructions. The XML declaration is one of
    /// them; it may name UTF-8 as its encoding, or nothing.
    mutating func skipMarkup() throws(Problem) {
        while !isAtEnd {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if starts(with: "<!--") {
                position += 4
                _ = try take(through: "-->")
            } else if starts(with: "<?") {
                position += 2
                let instruction = try take(through: "?>")
                if instruction.starts(with: Array("xml".utf8)), let encoding = Self.encoding(in: instruction),
                    !["utf-8", "utf8"].contains(encoding.lowercased())
                {
                    throw Problem("the file declares the encoding '\(encoding.prefix(40))'; only UTF-8 is read")
                }
            } else {
                return
            }
        }
    }

    /// The value of `encoding="..."` in an XML declaration.
    private static func encoding(in declaration: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: declaration, as: UTF8.self)
        guard let name = text.range(of: "encoding") else { return nil }
        let rest = text[name.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// Reads `<name attributes...>` or `<name .../>`; attributes are skipped.
    mutating func openingTag() throws(Problem) -> Tag {
        guard !isAtEnd else { throw Problem("the file ends where an element belongs") }
        guard bytes[position] == UInt8(ascii: "<"), !starts(with: "</") else {
            throw Problem(starts(with: "</") ? "a closing tag with nothing open" : "text where an element belongs")
        }
        position += 1
        let name = self.name()
        guard !name.isEmpty else { throw Problem("a tag without a name") }
        var quote: UInt8?
        while !isAtEnd {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return Tag(name: name, isEmpty: bytes[position - 2] == UInt8(ascii: "/"))
            } else if byte == UInt8(ascii: "<") {
                throw Problem("the tag <\(name.prefix(40))> is not closed")
            }
        }
        throw Problem("the file ends inside the tag <\(name.prefix(40))>")
    }

    /// Reads `</name>`.
    mutating func closingTag(_ expected: String) throws(Problem) {
        guard starts(with: "</") else {
            throw Problem(isAtEnd ? "the file ends before </\(expected)>" : "expected </\(expected)>")
        }
        position += 2
        let name = self.name()
        while !isAtEnd, Self.isWhitespace(bytes[position]) { position += 1 }
        guard name == expected, !isAtEnd, bytes[position] == UInt8(ascii: ">") else {
            throw Problem("expected </\(expected)>, found </\(name.prefix(40))")
        }
        position += 1
    }

    private mutating func name() -> String {
        let start = position
        while !isAtEnd, Self.isNameByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The character data up to `</name>`, with entities and character references replaced,
    /// CDATA sections kept as they are, comments left out and line ends made `\n`.
    mutating func text(closedBy name: String) throws(Problem) -> String {
        var text: [UInt8] = []
        while true {
            guard !isAtEnd else { throw Problem("the file ends inside <\(name)>") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[") {
                    position += 9
                    text += try take(through: "]]>")
                } else if starts(with: "<!--") {
                    position += 4
                    _ = try take(through: "-->")
                } else if starts(with: "</") {
                    try closingTag(name)
                    break
                } else {
                    throw Problem("an element inside <\(name)>")
                }
            } else if byte == UInt8(ascii: "&") {
                text += try reference()
            } else if byte == 0x0D {
                // XML reads CR LF and a lone CR as LF.
                text.append(0x0A)
                position += 1
                if !isAtEnd, bytes[position] == 0x0A { position += 1 }
            } else {
                text.append(byte)
                position += 1
            }
        }
        guard let string = String(validating: text, as: UTF8.self) else {
            throw Problem("the text of <\(name)> is not UTF-8")
        }
        return string
    }

    /// The longest entity reference read, `&#x10FFFF;` and a little more.
    private static let longestReference = 12

    /// Reads `&name;` or `&#N;` / `&#xN;` and returns the UTF-8 bytes it stands for.
    private mutating func reference() throws(Problem) -> [UInt8] {
        let start = position + 1
        var end = start
        while end < bytes.count, end - start <= Self.longestReference, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw Problem("an & that starts no entity (write &amp; for a literal &)")
        }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        position = end + 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let number: UInt32?
            if name.hasPrefix("#x") {
                number = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                number = UInt32(name.dropFirst(1))
            } else {
                throw Problem("the entity &\(name); is not one of XML's five; property lists declare no others")
            }
            guard let number, number != 0, let scalar = Unicode.Scalar(number) else {
                throw Problem("&\(name); is not a character")
            }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
