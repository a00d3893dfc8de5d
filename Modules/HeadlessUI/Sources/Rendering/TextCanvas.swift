/// The buffer a text render is written into: UTF-8 bytes for the whole frame, each content
/// line built in a reused scratch buffer and framed in place. Bytes append as plain copies:
/// building the frame as a string instead cost half as much again per render, more than
/// checking the finished bytes once when they become a string.
struct TextCanvas {
    private(set) var output: [UInt8] = []
    /// Where each line starts in `output`: a sheet replaces lines from here.
    private(set) var lineStarts: [Int] = []
    /// When set, finished content lines are collected here instead of framed.
    var collected: [String]?

    private var scratch: [UInt8] = []
    private let innerWidth: Int
    /// Spaces as bytes: padding appends a slice of it instead of a string per width.
    private let spaces: [UInt8]

    private static let leftBorder = Array("│ ".utf8)
    private static let rightBorder = Array(" │\n".utf8)
    private static let ellipsis = Array("…".utf8)

    init(innerWidth: Int) {
        self.innerWidth = innerWidth
        spaces = [UInt8](repeating: UInt8(ascii: " "), count: innerWidth + 1)
        output.reserveCapacity(16_384)
        scratch.reserveCapacity(256)
    }

    /// Appends a line as it is (frame borders, rules).
    mutating func raw(_ line: String) {
        lineStarts.append(output.count)
        output.append(contentsOf: line.utf8)
        output.append(UInt8(ascii: "\n"))
    }

    /// Starts a content line indented by `indent` columns.
    mutating func beginLine(indent: Int = 0) {
        scratch.removeAll(keepingCapacity: true)
        if indent > 0 { scratch.append(contentsOf: spaces[..<min(indent, spaces.count)]) }
    }

    /// Adds text to the content line being built, its control characters made visible: no
    /// text can move the cursor, recolour the terminal or break the frame.
    mutating func add(_ text: String) {
        // Almost every text is plain and its bytes are copied in one go; appending through
        // the string's UTF-8 view took a fifth of every render.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard TerminalText.isCertainlyPlain(bytes) else { return false }
            scratch.append(contentsOf: bytes)
            return true
        }
        if copied != true { scratch.append(contentsOf: TerminalText.visible(text).utf8) }
    }

    /// Finishes the content line: framed, padded or cut with an ellipsis to the inner width.
    mutating func endLine() {
        if collected != nil {
            collected?.append(String(decoding: scratch, as: UTF8.self))
            return
        }
        lineStarts.append(output.count)
        output.append(contentsOf: Self.leftBorder)
        // Measured through a buffer pointer: every line is measured, and going through an
        // array slice cost a third more.
        let columns = scratch.withUnsafeBufferPointer { TextWidth.columns(ofUTF8: $0) }
        if columns > innerWidth {
            let (end, kept) = scratch.withUnsafeBufferPointer {
                TextWidth.prefixEnd(ofUTF8: $0, fitting: innerWidth - 1)
            }
            output.append(contentsOf: scratch[..<end])
            output.append(contentsOf: Self.ellipsis)
            output.append(contentsOf: spaces[..<(innerWidth - 1 - kept)])
        } else {
            output.append(contentsOf: scratch)
            output.append(contentsOf: spaces[..<(innerWidth - columns)])
        }
        output.append(contentsOf: Self.rightBorder)
    }

    /// A whole content line at once.
    mutating func line(_ text: String, indent: Int = 0) {
        beginLine(indent: indent)
        add(text)
        endLine()
    }

    /// Draws `sheet` over the bottom of this canvas; at least the top three lines stay.
    mutating func overlay(_ sheet: TextCanvas) {
        let keep = max(min(3, lineStarts.count), lineStarts.count - sheet.lineStarts.count)
        if keep < lineStarts.count {
            output.removeSubrange(lineStarts[keep]...)
            lineStarts.removeSubrange(keep...)
        }
        let offset = output.count
        lineStarts += sheet.lineStarts.map { $0 + offset }
        output += sheet.output
    }

    /// The finished text, without the last line break.
    func finished() -> String {
        let end = output.last == UInt8(ascii: "\n") ? output.count - 1 : output.count
        return String(decoding: output[..<end], as: UTF8.self)
    }
}
