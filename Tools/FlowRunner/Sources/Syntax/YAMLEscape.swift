/// The escapes of double-quoted YAML strings: `\0 \a \b \t \n \v \f \r \e \  \" \/ \\ \N \_ \L \P`
/// and `\xXX`, `\uXXXX`, `\UXXXXXXXX`.
enum YAMLEscape {
    /// Reads the escape at `cursor` (on its `\`) and appends the character it stands for.
    ///
    /// - Throws: `FlowFileSyntaxError` at the escape for one YAML does not define, or hexadecimal
    ///   digits that are missing or name no Unicode character.
    static func read(_ cursor: inout YAMLCursor, into text: inout [UInt8]) throws(FlowFileSyntaxError) {
        let start = cursor.position
        let letter = cursor.peek(1)
        cursor.position += 2
        let scalar: UInt32
        switch letter {
        case UInt8(ascii: "0"): scalar = 0
        case UInt8(ascii: "a"): scalar = 0x07
        case UInt8(ascii: "b"): scalar = 0x08
        case UInt8(ascii: "t"), 0x09: scalar = 0x09
        case UInt8(ascii: "n"): scalar = 0x0A
        case UInt8(ascii: "v"): scalar = 0x0B
        case UInt8(ascii: "f"): scalar = 0x0C
        case UInt8(ascii: "r"): scalar = 0x0D
        case UInt8(ascii: "e"): scalar = 0x1B
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): scalar = UInt32(letter)
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"): scalar = try hex(&cursor, digits: 2, start: start)
        case UInt8(ascii: "u"): scalar = try hex(&cursor, digits: 4, start: start)
        case UInt8(ascii: "U"): scalar = try hex(&cursor, digits: 8, start: start)
        default:
            cursor.position = start
            throw cursor.error(
                "unknown escape '\\\(Character(Unicode.Scalar(letter)))' in a double-quoted string;"
                    + " write '\\\\' for a backslash or use single quotes")
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            cursor.position = start
            throw cursor.error(
                "the escape names no Unicode character (U+\(String(scalar, radix: 16, uppercase: true)))")
        }
        var buffer: [UInt8] = []
        UTF8.encode(unicode) { buffer.append($0) }
        text.append(contentsOf: buffer)
    }

    private static func hex(_ cursor: inout YAMLCursor, digits: Int, start: Int) throws(FlowFileSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            let byte = cursor.peek()
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                cursor.position = start
                throw cursor.error(
                    "expected \(digits) hexadecimal digits after '\\\(Character(Unicode.Scalar(cursor.peek(1))))'")
            }
            value = value << 4 | UInt32(digit)
            cursor.position += 1
        }
        return value
    }
}
