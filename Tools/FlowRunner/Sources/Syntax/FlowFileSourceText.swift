/// Turns the bytes of a flow file into text, refusing what is not a small UTF-8 text file
/// before any parsing starts, so junk fails fast with a position instead of odd errors later.
enum FlowFileSourceText {
    /// Flow files are hand-written; anything larger is a mistake (or not a flow at all).
    static let maximumByteCount = 1_048_576

    /// The text of `bytes`, which were read from `file`.
    ///
    /// - Throws: `FlowFileSyntaxError` for an oversized file, invalid UTF-8 or control characters.
    static func decode(_ bytes: [UInt8], file: String) throws(FlowFileSyntaxError) -> String {
        guard bytes.count <= maximumByteCount else {
            throw FlowFileSyntaxError(
                oversizeMessage(byteCount: bytes.count),
                at: FlowFileSourceLocation(file: file, line: 1, column: 1)
            )
        }
        var text = ""
        text.reserveCapacity(bytes.count)
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    if isForbidden(scalar) {
                        throw FlowFileSyntaxError(
                            "expected text, found control character U+\(hex(scalar.value)) (is this a binary file?)",
                            at: FlowFileSourceLocation(file: file, line: line, column: column)
                        )
                    }
                    column += 1
                }
                text.unicodeScalars.append(scalar)
            case .emptyInput:
                break decoding
            case .error:
                throw FlowFileSyntaxError(
                    "expected UTF-8 text, found an invalid byte (is this a binary file?)",
                    at: FlowFileSourceLocation(file: file, line: line, column: column)
                )
            }
        }
        return text
    }

    /// What is said about a file of `byteCount` bytes, over the limit.
    static func oversizeMessage(byteCount: Int) -> String {
        "file is \(byteCount) bytes; a flow file may be at most \(maximumByteCount) bytes"
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        // Tabs and carriage returns are allowed here: the parser reports tabs with a better message.
        if scalar == "\t" || scalar == "\r" { return false }
        if scalar.value == 0xFEFF { return false }
        return scalar.value < 0x20 || scalar.value == 0x7F
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    }
}
