/// The buffer a text render is written into: UTF-8 bytes for the whole frame, each content
/// line written straight into it between its borders, then padded or cut in place.
///
/// Bytes append as plain copies: building the frame as a string instead cost half as much
/// again per render. The bytes are not checked again when they become a string (see
/// `finished()`).
struct TextCanvas {
    private(set) var output: [UInt8] = []
    /// Where each line starts in `output`: a sheet replaces lines from here.
    private(set) var lineStarts: [Int] = []
    /// When set, finished content lines are collected here instead of framed.
    var collected: [String]?

    /// Where the content of the line being written starts in `output`.
    private var contentStart = 0
    /// The indent of the line being written, in columns.
    private var indent = 0
    private let innerWidth: Int
    /// Whether lines are placed from the right edge: the indent on the right, the padding on
    /// the left. The characters of a line keep their order; the renderer puts the runs of a
    /// line (a bullet, a title, a chevron) in mirrored order itself.
    private let isMirrored: Bool
    /// An empty content line, frame included: a line starts with a prefix of it (the left
    /// border and the indent) and ends with a suffix (the padding and the right border), so a
    /// line costs two copies, not one per border and run of spaces. One space more than fits,
    /// so that an indent deeper than the line overflows and is cut.
    private let blankLine: [UInt8]

    private static let leftBorderBytes = "│ ".utf8.count
    private static let rightBorderBytes = " │\n".utf8.count
    private static let ellipsis = Array("…".utf8)

    init(innerWidth: Int, isMirrored: Bool = false) {
        self.innerWidth = innerWidth
        self.isMirrored = isMirrored
        // Spaces as bytes: repeating a one-space string appends one string at a time.
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: innerWidth + 1)
        blankLine = Array("│ ".utf8) + spaces + Array(" │\n".utf8)
        // Room for a large screen up front, so the output is not copied as it grows.
        output.reserveCapacity(32_768)
        lineStarts.reserveCapacity(512)
    }

    /// Appends a line as it is (frame borders, rules).
    mutating func raw(_ line: String) {
        lineStarts.append(output.count)
        output.append(contentsOf: line.utf8)
        output.append(UInt8(ascii: "\n"))
    }

    /// Starts a content line indented by `indent` columns.
    mutating func beginLine(indent: Int = 0) {
        let indent = min(indent, innerWidth + 1)
        self.indent = indent
        // A collected line is framed later, as part of the line it joins.
        let start = collected == nil ? 0 : Self.leftBorderBytes
        if collected == nil { lineStarts.append(output.count) }
        output.append(contentsOf: blankLine[start..<(Self.leftBorderBytes + indent)])
        contentStart = output.count - indent
    }

    /// Adds text to the content line being written, its control characters made visible: no
    /// text can move the cursor, recolour the terminal or break the frame.
    mutating func add(_ text: String) {
        // Almost every text is plain and its bytes are copied in one go; appending through
        // the string's UTF-8 view took a fifth of every render.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard TerminalText.isCertainlyPlain(bytes) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied != true { output.append(contentsOf: TerminalText.visible(text).utf8) }
    }

    /// Adds one of the renderer's own marks (a bullet, a bracket) to the content line being
    /// written. Marks are constants, never outside text, so they skip the check for control
    /// characters: about half of everything added is a mark.
    mutating func add(mark: StaticString) {
        mark.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Finishes the content line: framed, padded or cut with an ellipsis to the inner width.
    mutating func endLine() {
        if collected != nil {
            let content = String(decoding: output[contentStart...], as: UTF8.self)
            output.removeSubrange(contentStart...)
            collected?.append(content)
            return
        }
        let (columns, cut) = measureContent()
        var padding = innerWidth - columns
        if columns > innerWidth {
            output.removeSubrange((contentStart + cut.end)...)
            output.append(contentsOf: Self.ellipsis)
            padding = innerWidth - 1 - cut.columns
        }
        if isMirrored {
            placeFromTheRight(padding: padding)
            return
        }
        output.append(contentsOf: blankLine[(blankLine.count - Self.rightBorderBytes - padding)...])
    }

    /// Moves the content line being written to the right edge: the padding before it, the
    /// indent after it, then the right border.
    private mutating func placeFromTheRight(padding: Int) {
        // The indent is spaces at the content's start, unless a cut fell inside it.
        var indentBytes = 0
        while indentBytes < indent, contentStart + indentBytes < output.count,
            output[contentStart + indentBytes] == UInt8(ascii: " ")
        {
            indentBytes += 1
        }
        let text = output[(contentStart + indentBytes)...]
        var line = Array(blankLine[Self.leftBorderBytes..<(Self.leftBorderBytes + padding)])
        line += text
        line += blankLine[(blankLine.count - Self.rightBorderBytes - indentBytes)...]
        output.replaceSubrange(contentStart..., with: line)
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
        let text = output.span.extracting(..<end)
        // Every byte came from a string or a constant above, and lines are cut and replaced
        // only between scalars, so the bytes are valid UTF-8 already. Checking them again
        // took a fifth of every render: the frame's box drawing keeps them off the
        // all-ASCII fast path. Debug builds (and so every test) still check.
        assert((try? UTF8Span(validating: text)) != nil, "a text render wrote invalid UTF-8")
        return String(copying: unsafe UTF8Span(unchecked: text))
    }

    /// The columns of the line's content, and where a cut leaving room for an ellipsis falls
    /// (the offset from the content's start and the columns before it). Measured through a
    /// buffer pointer, not an array slice, since every line is measured.
    private func measureContent() -> (columns: Int, cut: (end: Int, columns: Int)) {
        output.withUnsafeBufferPointer { bytes in
            let content = UnsafeBufferPointer(rebasing: bytes[contentStart...])
            let columns = TextWidth.columns(ofUTF8: content)
            guard columns > innerWidth else { return (columns, (content.count, columns)) }
            return (columns, TextWidth.prefixEnd(ofUTF8: content, fitting: innerWidth - 1))
        }
    }
}
