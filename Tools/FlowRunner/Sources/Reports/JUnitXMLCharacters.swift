/// The characters XML 1.0 allows, in a document and in a name (the fifth edition's `Char`,
/// `NameStartChar` and `NameChar`), for `JUnitXMLReader`: a merge copies elements as they were
/// written, so a report holding any other character would make the merged one a document no
/// XML reader takes.
enum JUnitXMLCharacters {
    /// Whether XML 1.0 allows the character `value` anywhere in a document: not the C0 controls
    /// other than tab, line feed and carriage return, nor U+FFFE and U+FFFF.
    static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Whether a name may start with `value`.
    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
            0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
            0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default: false
        }
    }

    /// Whether `value` may stand in a name after its first character.
    static func isName(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(value)
        }
    }

    /// The character whose UTF-8 encoding starts at `offset` of `bytes`, which hold valid UTF-8,
    /// and the number of its bytes.
    static func scalar(in bytes: [UInt8], at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        let (length, bits): (Int, UInt32) =
            switch lead {
            case 0..<0x80: (1, lead)
            case 0xC0..<0xE0: (2, lead & 0x1F)
            case 0xE0..<0xF0: (3, lead & 0x0F)
            default: (4, lead & 0x07)
            }
        var value = bits
        for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        return (value, length)
    }

    /// Where `bytes` stop being UTF-8 text of characters XML allows: the offset of the first
    /// byte that is not, and why; `nil` when they all are.
    static func firstRefusal(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                let value = Unicode.UTF8.decode(encoded).value
                guard isAllowed(value) else {
                    return (offset, "the character U+\(hex(value)) is not allowed in XML 1.0")
                }
                offset += encoded.count
            case .error:
                return (offset, "expected UTF-8 text, found a byte that is not (is this a binary file?)")
            case .emptyInput:
                return nil
            }
        }
    }

    /// `value` in at least four upper-case hex digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    }
}
