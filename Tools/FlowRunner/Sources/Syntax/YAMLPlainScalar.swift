/// Reads a plain (unquoted) scalar: text up to `: `, ` #` or the end of the line, going on over
/// the lines below that are indented into its parent, each line break folded into a space
/// (or kept, one for each empty line between).
struct YAMLPlainScalar {
    /// The indentation of the block collection around the scalar (-1 at the root).
    let blockIndent: Int
    /// Whether the scalar stands inside `[ ]` or `{ }`, where `,[]{}` end it.
    let inFlow: Bool
    /// Whether the text went on past its first line.
    private(set) var spansLines = false
    /// Whether the text stopped at a `:` that gives it a value (it is a key).
    private(set) var endedAtColon = false

    /// A reader for a scalar inside a collection indented `blockIndent`.
    init(blockIndent: Int, inFlow: Bool) {
        self.blockIndent = blockIndent
        self.inFlow = inFlow
    }

    /// Whether a plain scalar may start at `cursor`: not at an indicator, except `-`, `?` and
    /// `:` when text follows them directly.
    static func canStart(_ cursor: YAMLCursor, inFlow: Bool) -> Bool {
        let byte = cursor.peek()
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = cursor.peek(1)
            return !YAMLCursor.isBlankBreakOrEnd(next) && !(inFlow && YAMLCursor.isFlowIndicator(next))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"):
            return false
        default:
            return !YAMLCursor.isBlankBreakOrEnd(byte)
        }
    }

    /// The scalar's text, leaving `cursor` just after it on its last line.
    ///
    /// - Throws: `FlowFileSyntaxError` when a line inside `[ ]` or `{ }` is not indented into the
    ///   block around it.
    mutating func read(_ cursor: inout YAMLCursor) throws(FlowFileSyntaxError) -> String {
        var segment = scanLine(&cursor)
        guard !endedAtColon, continues(cursor) else {
            return String(decoding: cursor.bytes[segment], as: UTF8.self)
        }
        var text: [UInt8] = Array(cursor.bytes[segment])
        while true {
            let saved = cursor
            var emptyLines = 0
            cursor.skipBlanks()
            while YAMLCursor.isBreak(cursor.peek()) {
                cursor.consumeLineBreak()
                cursor.skipBlanks()
                if YAMLCursor.isBreak(cursor.peek()) { emptyLines += 1 }
            }
            // The first break above ends the line with the text; each further one is an empty line.
            guard try canContinue(cursor) else {
                cursor = saved
                break
            }
            if emptyLines == 0 {
                text.append(0x20)
            } else {
                text.append(contentsOf: repeatElement(0x0A, count: emptyLines))
            }
            segment = scanLine(&cursor)
            text.append(contentsOf: cursor.bytes[segment])
            spansLines = true
            if endedAtColon || !continues(cursor) { break }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether the scan stopped at a line break (possibly after blanks), where the text may go on.
    private func continues(_ cursor: YAMLCursor) -> Bool {
        var index = cursor.position
        while index < cursor.bytes.count, YAMLCursor.isBlank(cursor.bytes[index]) { index += 1 }
        return index < cursor.bytes.count && YAMLCursor.isBreak(cursor.bytes[index])
    }

    /// Whether the line the cursor has moved to holds more of the text.
    private func canContinue(_ cursor: YAMLCursor) throws(FlowFileSyntaxError) -> Bool {
        if cursor.isAtEnd || cursor.isAtDocumentMarker { return false }
        let byte = cursor.peek()
        if byte == UInt8(ascii: "#") { return false }
        if inFlow {
            // What ends the scalar is left for the collection, which checks its indentation.
            if YAMLCursor.isFlowIndicator(byte) { return false }
            if byte == UInt8(ascii: ":") {
                let next = cursor.peek(1)
                if YAMLCursor.isBlankBreakOrEnd(next) || YAMLCursor.isFlowIndicator(next) { return false }
            }
            if cursor.lineIndent <= blockIndent {
                throw cursor.error(
                    "expected the lines inside '[ ]' or '{ }' to be indented at least \(blockIndent + 1) spaces,"
                        + " found \(cursor.lineIndent)")
            }
            return true
        }
        return cursor.lineIndent > blockIndent
    }

    /// Moves over the text on this line and returns its range without trailing blanks; stops
    /// before ` #`, a `:` indicator, a line break or, inside a flow collection, `,[]{}`.
    private mutating func scanLine(_ cursor: inout YAMLCursor) -> Range<Int> {
        let bytes = cursor.bytes
        let start = cursor.position
        var index = start
        var end = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                var after = index + 1
                while after < count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                if after >= count || YAMLCursor.isBreak(bytes[after]) || bytes[after] == UInt8(ascii: "#") {
                    break
                }
                index = after
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: ":") {
                let next = index + 1 < count ? bytes[index + 1] : 0
                if YAMLCursor.isBlankBreakOrEnd(next) || (inFlow && YAMLCursor.isFlowIndicator(next)) {
                    endedAtColon = true
                    break
                }
            } else if inFlow, byte == UInt8(ascii: "$"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "{"),
                let close = variableEnd(bytes, from: index + 2)
            {
                // Beyond YAML: `${NAME}` is one unit, so `{id: ${SCREEN}.login}` reads as flows mean it.
                index = close + 1
                end = index
                continue
            } else if inFlow, YAMLCursor.isFlowIndicator(byte) {
                break
            }
            index += 1
            end = index
        }
        cursor.position = end
        return start..<end
    }

    /// The offset of the `}` that closes a `${` on the same line, if there is one.
    private func variableEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count, !YAMLCursor.isBreak(bytes[index]) {
            if bytes[index] == UInt8(ascii: "}") { return index }
            index += 1
        }
        return nil
    }
}
