/// Text made safe to print on a terminal. Labels, links, field values and flow files come
/// from outside; printed raw, an escape sequence in them could recolour the terminal, move
/// the cursor or overwrite what is already shown. Every control character (C0, DEL and C1)
/// is written out instead: `\n`, `\r`, `\t` and `\0` by their usual names, the others as
/// `\u{1B}`.
public enum TerminalText {
    /// `text` with its control characters made visible.
    ///
    /// - Parameter keepingLineBreaks: Whether line feeds stay line breaks: for output made
    ///   of many lines, such as a message with a screen below it. A single value (a label, a
    ///   link) keeps the default, so it cannot start a line of its own.
    public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Every text a render draws comes through here; almost none needs a change, and then
        // the very same string goes back.
        guard mayContainControlCharacters(text) else { return text }
        return escaped(text.unicodeScalars, keepingLineBreaks: keepingLineBreaks)
    }

    /// `text` with its control characters made visible.
    public static func visible(_ text: Substring, keepingLineBreaks: Bool = false) -> String {
        escaped(text.unicodeScalars, keepingLineBreaks: keepingLineBreaks)
    }

    private static func escaped<Scalars: Collection<Unicode.Scalar>>(_ text: Scalars, keepingLineBreaks: Bool) -> String
    {
        var result = ""
        for scalar in text {
            if needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds a control character (a line feed included).
    public static func containsControlCharacters<Text: StringProtocol>(_ text: Text) -> Bool {
        mayContainControlCharacters(text) && text.unicodeScalars.contains { needsEscape($0, keepingLineBreaks: false) }
    }

    /// A quick look at the bytes: every text a render draws passes here, and almost none holds
    /// a control character. C0 and DEL are single bytes; a C1 character starts with 0xC2, as
    /// do a few printable ones (such as `©`), which the exact check then lets through.
    private static func mayContainControlCharacters<Text: StringProtocol>(_ text: Text) -> Bool {
        // Native strings expose their bytes directly; walking them through the view's
        // iterator instead cost several times as much.
        text.utf8.withContiguousStorageIfAvailable { !isCertainlyPlain($0) }
            ?? text.utf8.contains(where: isSuspicious)
    }

    /// Whether UTF-8 `bytes` certainly hold no control character.
    static func isCertainlyPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains(where: isSuspicious)
    }

    private static func isSuspicious(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        let value = scalar.value
        guard value < 0x20 || (0x7F...0x9F).contains(value) else { return false }
        return !(keepingLineBreaks && scalar == "\n")
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
