import HeadlessUI

/// A position in the UTF-8 bytes of a YAML stream, with the line it is on, and the byte
/// classes YAML's grammar is written in. Every scanner moves through the text with one, so
/// line numbers stay right whichever of `\n`, `\r\n` or `\r` ends a line.
struct YAMLCursor {
    /// The whole stream.
    let bytes: [UInt8]
    /// The file named in locations.
    let file: String
    /// The byte offset of the next byte to read.
    var position = 0
    /// The 1-based line `position` is on.
    var line = 1
    /// The byte offset where that line starts.
    var lineStart = 0
    /// How many spaces begin the current line.
    var lineIndent = 0
    /// The byte offset of a tab among the blanks that begin the current line, if one is there.
    var tabInIndent: Int?

    /// The last column counted, shared by copies of the cursor (it depends only on the bytes).
    private let columns = YAMLColumnCache()

    /// A cursor at the start of `bytes`.
    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: - Reading

    /// The byte at `position + offset`, or 0 past the end (0 is never valid YAML text).
    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The 0-based column of `position` in bytes, which is the indentation where only
    /// spaces and indicators precede it.
    var column: Int { position - lineStart }

    /// Moves past one line break (`\r\n` counts as one) and the spaces that indent the next
    /// line, measuring them.
    mutating func consumeLineBreak() {
        if peek() == 0x0D, peek(1) == 0x0A { position += 1 }
        position += 1
        line += 1
        lineStart = position
        measureIndentation()
    }

    /// Moves past the spaces at the start of the current line and records how many there are
    /// and whether a tab follows them before the line's content.
    mutating func measureIndentation() {
        while peek() == 0x20 { position += 1 }
        lineIndent = position - lineStart
        var index = position
        tabInIndent = nil
        while index < bytes.count, Self.isBlank(bytes[index]) {
            if bytes[index] == 0x09, tabInIndent == nil { tabInIndent = index }
            index += 1
        }
    }

    /// Moves past spaces and tabs on this line.
    mutating func skipBlanks() {
        while Self.isBlank(peek()) { position += 1 }
    }

    /// Moves past a `#` comment to the end of its line (not past the break).
    mutating func skipCommentText() {
        while !isAtEnd, !Self.isBreak(peek()) { position += 1 }
    }

    /// Whether the line from `position` holds nothing but blanks and perhaps a comment.
    func restOfLineIsEmpty() -> Bool {
        var index = position
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count else { return true }
        let byte = bytes[index]
        return Self.isBreak(byte) || (byte == UInt8(ascii: "#") && (index == position || index > lineStart))
    }

    /// Whether `position` is at the start of a line holding `---` or `...` and then nothing
    /// but blanks, the markers that end a document wherever they appear.
    var isAtDocumentMarker: Bool {
        guard column == 0 else { return false }
        let first = peek()
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return peek(1) == first && peek(2) == first && Self.isBlankBreakOrEnd(peek(3))
    }

    // MARK: - Places

    /// The location of `position`, counting columns in Unicode scalars as editors do.
    var location: FlowFileSourceLocation { location(at: position) }

    /// The location of byte offset `offset` on the current line.
    func location(at offset: Int) -> FlowFileSourceLocation {
        // Counting from the line's start for every value would make a long line of many values
        // quadratic; the last place counted on this line is the start instead when it is before.
        var column = 1
        var index = lineStart
        if columns.lineStart == lineStart, columns.offset <= offset {
            column = columns.column
            index = columns.offset
        }
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columns.lineStart = lineStart
        columns.offset = index
        columns.column = column
        return FlowFileSourceLocation(file: file, line: line, column: column)
    }

    /// An error at `position`.
    func error(_ message: String) -> FlowFileSyntaxError {
        FlowFileSyntaxError(message, at: location)
    }

    /// Up to 40 characters from `position`, for "found '...'" in messages.
    func foundText() -> String {
        var end = position
        while end < bytes.count, !Self.isBreak(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        return QuotedText.abbreviated(text)
    }

    // MARK: - Byte classes

    /// A space or a tab.
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// A line feed or a carriage return.
    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// A blank, a break, or the end of the text (0).
    @inline(__always) static func isBlankBreakOrEnd(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0
    }

    /// One of `,[]{}`, which end a plain scalar inside a flow collection.
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D
    }
}

/// The last place whose column was counted: a line's start, a byte offset on it, and the
/// column of that offset.
final class YAMLColumnCache {
    var lineStart = -1
    var offset = 0
    var column = 1
}
