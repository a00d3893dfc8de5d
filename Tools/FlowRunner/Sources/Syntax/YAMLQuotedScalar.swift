/// Reads a single- or double-quoted scalar, which may go on over several lines: a line break
/// folds into a space (or is kept, one for each empty line between), blanks around it are
/// dropped, and in double quotes a `\` before the break joins the lines without a space.
enum YAMLQuotedScalar {
    /// The text of the quoted scalar at `cursor`, leaving the cursor after its closing quote.
    /// Its lines after the first must be indented more than `blockIndent`, the indentation of
    /// the collection around it; `nil` takes them at any indentation, as SnakeYAML does.
    ///
    /// - Throws: `FlowFileSyntaxError` for a quote never closed, an unknown escape, a document
    ///   marker inside the text, or a line not indented into the collection around it.
    static func read(_ cursor: inout YAMLCursor, blockIndent: Int?) throws(FlowFileSyntaxError) -> String {
        let quote = cursor.peek()
        let start = cursor.location
        cursor.position += 1
        if let simple = simpleText(&cursor, quote: quote) { return simple }
        let isDouble = quote == UInt8(ascii: "\"")
        var text: [UInt8] = []
        // Where the blanks copied at the end of `text` begin: they go if a line break follows.
        var blanksStart: Int?
        while true {
            guard !cursor.isAtEnd else {
                throw FlowFileSyntaxError(
                    "'\(Character(Unicode.Scalar(quote)))' is never closed on its line or the lines after it", at: start
                )
            }
            let byte = cursor.peek()
            if byte == quote {
                if !isDouble, cursor.peek(1) == quote {
                    text.append(quote)
                    cursor.position += 2
                    blanksStart = nil
                    continue
                }
                cursor.position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if isDouble, byte == UInt8(ascii: "\\") {
                if YAMLCursor.isBreak(cursor.peek(1)) {
                    cursor.position += 1
                    blanksStart = nil
                    try fold(&cursor, into: &text, blockIndent: blockIndent, start: start, joins: true)
                    continue
                }
                try YAMLEscape.read(&cursor, into: &text)
                blanksStart = nil
                continue
            }
            if YAMLCursor.isBreak(byte) {
                if let blanksStart { text.removeSubrange(blanksStart...) }
                blanksStart = nil
                try fold(&cursor, into: &text, blockIndent: blockIndent, start: start, joins: false)
                continue
            }
            if YAMLCursor.isBlank(byte) {
                if blanksStart == nil { blanksStart = text.count }
            } else {
                blanksStart = nil
            }
            text.append(byte)
            cursor.position += 1
        }
    }

    /// The text when it closes on its line with no escape or doubled quote; otherwise `nil`,
    /// with the cursor left where it was.
    private static func simpleText(_ cursor: inout YAMLCursor, quote: UInt8) -> String? {
        let bytes = cursor.bytes
        var index = cursor.position
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote { return nil }
                let text = String(decoding: bytes[cursor.position..<index], as: UTF8.self)
                cursor.position = index + 1
                return text
            }
            if byte == 0x0A || byte == 0x0D || (byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"")) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Moves past a line break and the empty lines after it, adding what they fold into.
    private static func fold(
        _ cursor: inout YAMLCursor, into text: inout [UInt8], blockIndent: Int?, start: FlowFileSourceLocation,
        joins: Bool
    ) throws(FlowFileSyntaxError) {
        var emptyLines = 0
        cursor.consumeLineBreak()
        cursor.skipBlanks()
        while YAMLCursor.isBreak(cursor.peek()) {
            emptyLines += 1
            cursor.consumeLineBreak()
            cursor.skipBlanks()
        }
        if cursor.isAtDocumentMarker {
            throw cursor.error(
                "expected the closing quote of the string opened at line \(start.line), found a document marker")
        }
        if let blockIndent, !cursor.isAtEnd, cursor.lineIndent <= blockIndent {
            throw cursor.error(
                "expected the string's next line to be indented at least \(blockIndent + 1) spaces, found \(cursor.lineIndent)"
            )
        }
        if emptyLines > 0 {
            text.append(contentsOf: repeatElement(0x0A, count: emptyLines))
        } else if !joins {
            text.append(0x20)
        }
    }
}
