import DesignSystem

/// Places in a parsed file's text that edits which keep every other byte need: where a
/// member's key starts and how a line is indented.
extension JSONDocument {
    /// The bytes of the key of the member whose value is `value`: the string that ends just
    /// before the `:` in front of the value. Nil for an array element or the root.
    func keyRange(ofMember value: Int) -> Range<Int>? {
        var index = Int(nodes[value].start) - 1
        while index >= 0, Self.isSpace(text[index]) { index -= 1 }
        guard index >= 0, text[index] == UInt8(ascii: ":") else { return nil }
        index -= 1
        while index >= 0, Self.isSpace(text[index]) { index -= 1 }
        guard index > 0, text[index] == UInt8(ascii: "\"") else { return nil }
        let end = index + 1
        index -= 1
        // A quote inside a key is escaped, and the opening quote follows `{`, `,` or a space,
        // never a backslash.
        while index >= 0, !(text[index] == UInt8(ascii: "\"") && (index == 0 || text[index - 1] != UInt8(ascii: "\\")))
        {
            index -= 1
        }
        guard index >= 0 else { return nil }
        return index..<end
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var lineStart = offset
        while lineStart > 0, text[lineStart - 1] != 0x0A { lineStart -= 1 }
        var end = lineStart
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        return String(decoding: text[lineStart..<end], as: UTF8.self)
    }

    /// Whether the value `node` is written over more than one line.
    func spansLines(_ node: Int) -> Bool {
        text[Int(nodes[node].start)..<Int(nodes[node].end)].contains(0x0A)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
