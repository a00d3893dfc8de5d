/// YAML's block scalars: `|` keeps line breaks, `>` folds lines into one (lines indented
/// further keep theirs); `-` strips the final line break, `+` keeps every trailing one,
/// nothing keeps exactly one; a digit gives the indentation instead of the first line.
enum YAMLBlockScalar {
    private enum Chomping {
        case strip, clip, keep
    }

    /// One line of the block: empty, or the range of its text after the indentation.
    private enum Line {
        case empty
        case text(Range<Int>)
    }

    /// The text of the block scalar whose header is at `cursor`, inside a collection indented
    /// `parentIndent` (-1 at the root). The cursor is left at the first line after the block.
    ///
    /// - Throws: `FlowFileSyntaxError` for a malformed header, or leading empty lines indented
    ///   further than the first line of text.
    static func read(_ cursor: inout YAMLCursor, parentIndent: Int) throws(FlowFileSyntaxError) -> String {
        let folds = cursor.peek() == UInt8(ascii: ">")
        cursor.position += 1
        var chomping: Chomping?
        var explicitIndent: Int?
        while true {
            let byte = cursor.peek()
            if chomping == nil, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                chomping = byte == UInt8(ascii: "-") ? .strip : .keep
            } else if explicitIndent == nil, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            cursor.position += 1
        }
        let afterHeader = cursor.peek()
        guard YAMLCursor.isBlankBreakOrEnd(afterHeader) else {
            throw cursor.error(
                "expected '-', '+' or an indentation from 1 to 9 after '\(folds ? ">" : "|")', found '\(cursor.foundText())'"
            )
        }
        cursor.skipBlanks()
        if cursor.peek() == UInt8(ascii: "#"), YAMLCursor.isBlank(cursor.bytes[cursor.position - 1]) {
            cursor.skipCommentText()
        }
        guard cursor.isAtEnd || YAMLCursor.isBreak(cursor.peek()) else {
            throw cursor.error(
                "expected the end of the line after the block scalar header, found '\(cursor.foundText())'")
        }
        var indent = explicitIndent.map { max(parentIndent, 0) + $0 }
        let lines = try readLines(&cursor, parentIndent: parentIndent, indent: &indent)
        return assemble(lines, bytes: cursor.bytes, folds: folds, chomping: chomping ?? .clip)
    }

    /// The lines of the block, moving the cursor to the first line after it.
    private static func readLines(_ cursor: inout YAMLCursor, parentIndent: Int, indent: inout Int?)
        throws(FlowFileSyntaxError) -> [Line]
    {
        var lines: [Line] = []
        var widestLeadingEmptyLine = 0
        while !cursor.isAtEnd {
            let saved = cursor
            cursor.consumeLineBreak()
            if cursor.isAtEnd, cursor.lineIndent == 0 { break }
            let spaces = cursor.lineIndent
            let isBlank = YAMLCursor.isBreak(cursor.peek()) || cursor.isAtEnd
            if !isBlank, cursor.peek() == 0x09, spaces < (indent ?? parentIndent + 1), cursor.restOfLineIsEmpty() {
                throw cursor.error("expected spaces for the indentation of the block scalar's lines, found a tab")
            }
            if cursor.isAtDocumentMarker {
                cursor = saved
                break
            }
            guard let contentIndent = indent else {
                if isBlank {
                    widestLeadingEmptyLine = max(widestLeadingEmptyLine, spaces)
                    lines.append(.empty)
                    continue
                }
                guard spaces > parentIndent else {
                    cursor = saved
                    break
                }
                if widestLeadingEmptyLine > spaces {
                    throw cursor.error(
                        "expected the block's first line of text to be indented at least as far as the empty lines"
                            + " before it (\(widestLeadingEmptyLine) spaces), found \(spaces)")
                }
                indent = spaces
                lines.append(.text(textRange(&cursor, from: cursor.lineStart + spaces)))
                continue
            }
            if spaces < contentIndent {
                if isBlank {
                    lines.append(.empty)
                    continue
                }
                cursor = saved
                break
            }
            if isBlank, spaces == contentIndent {
                lines.append(.empty)
                continue
            }
            lines.append(.text(textRange(&cursor, from: cursor.lineStart + contentIndent)))
        }
        if !cursor.isAtEnd, YAMLCursor.isBreak(cursor.peek()) {
            // Leave the cursor at the start of the line after the block, indentation measured,
            // so the parent reads on from there.
            cursor.consumeLineBreak()
        }
        return lines
    }

    /// The range from `start` to the end of the line, with the cursor moved there.
    private static func textRange(_ cursor: inout YAMLCursor, from start: Int) -> Range<Int> {
        cursor.position = start
        cursor.skipCommentText()
        return start..<cursor.position
    }

    /// The scalar's text from its lines.
    private static func assemble(_ lines: [Line], bytes: [UInt8], folds: Bool, chomping: Chomping) -> String {
        var text: [UInt8] = []
        var pendingBreaks = 0
        var hasText = false
        var previousIsIndented = false
        for line in lines {
            guard case let .text(range) = line else {
                pendingBreaks += 1
                continue
            }
            let isIndented = range.isEmpty ? false : YAMLCursor.isBlank(bytes[range.lowerBound])
            if !hasText {
                text.append(contentsOf: repeatElement(0x0A, count: pendingBreaks))
            } else if folds, !previousIsIndented, !isIndented {
                if pendingBreaks == 0 {
                    text.append(0x20)
                } else {
                    text.append(contentsOf: repeatElement(0x0A, count: pendingBreaks))
                }
            } else {
                text.append(contentsOf: repeatElement(0x0A, count: pendingBreaks + 1))
            }
            text.append(contentsOf: bytes[range])
            pendingBreaks = 0
            hasText = true
            previousIsIndented = isIndented
        }
        switch chomping {
        case .strip:
            break
        case .clip:
            if hasText { text.append(0x0A) }
        case .keep:
            if hasText { text.append(0x0A) }
            text.append(contentsOf: repeatElement(0x0A, count: pendingBreaks))
        }
        return String(decoding: text, as: UTF8.self)
    }
}
