/// How many terminal columns text takes: East Asian wide characters and emoji take two,
/// combining marks and zero-width characters none, everything else one. Rendering measures
/// every line, so plain ASCII (the common case) is counted without decoding.
public enum TextWidth {
    /// The columns `text` occupies.
    public static func columns<Text: StringProtocol>(of text: Text) -> Int {
        let utf8 = text.utf8
        if let counted = utf8.withContiguousStorageIfAvailable({ columns(ofUTF8: $0[...]) }) { return counted }
        var total = 0
        for scalar in text.unicodeScalars { total += columns(of: scalar) }
        return total
    }

    /// The columns of well-formed UTF-8 bytes, decoded in place: renders measure every line,
    /// and most lines are ASCII or use one-column symbols (•, ›, ─).
    static func columns<Bytes: Collection<UInt8>>(ofUTF8 bytes: Bytes) -> Int {
        // ASCII is one column per byte. One pass OR-ing the bytes (no branch per byte) tells,
        // and skipped decoding two thirds of the lines of a list screen.
        if bytes.reduce(0, |) < 0x80 { return bytes.count }
        return prefixEnd(ofUTF8: bytes, fitting: Int.max).columns
    }

    /// Where the longest prefix of `bytes` that fits in `limit` columns ends, and its columns.
    /// Cuts only between scalars, and keeps zero-width marks with the scalar before them.
    static func prefixEnd<Bytes: Collection<UInt8>>(ofUTF8 bytes: Bytes, fitting limit: Int)
        -> (end: Bytes.Index, columns: Int)
    {
        var total = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            var width = 1
            var next = bytes.index(after: index)
            if lead >= 0x80 {
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead & (0xFF >> (length + 1)))
                for _ in 1..<length where next < bytes.endIndex {
                    value = value << 6 | UInt32(bytes[next] & 0x3F)
                    next = bytes.index(after: next)
                }
                width = Unicode.Scalar(value).map(columns(of:)) ?? 1
            }
            if total + width > limit { return (index, total) }
            total += width
            index = next
        }
        return (index, total)
    }

    /// The longest prefix of `text` that fits in `limit` columns.
    public static func prefix<Text: StringProtocol>(of text: Text, fitting limit: Int) -> Substring {
        let whole = Substring(text)
        var used = 0
        var end = whole.startIndex
        for index in whole.indices {
            let width = whole[index].unicodeScalars.reduce(0) { $0 + columns(of: $1) }
            if used + width > limit { break }
            used += width
            end = whole.index(after: index)
        }
        return whole[whole.startIndex..<end]
    }

    /// The columns one scalar occupies.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        // Punctuation, arrows, box drawing and shapes (•, ›, ─, ◻, …): one column, except the
        // invisible spaces, joiners and marks of General Punctuation.
        if (0x2000...0x2BFF).contains(value) {
            let invisible =
                (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
                || (0x2060...0x206F).contains(value)
            return invisible ? 0 : 1
        }
        return columnsFromProperties(of: scalar)
    }

    /// The rarer scalars, apart: a function that reads Unicode properties sets up their types
    /// on every call, and measuring a bullet or a chevron cost six times as much while the
    /// common cases above lived in one.
    private static func columnsFromProperties(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark
            || scalar.properties.generalCategory == .enclosingMark
            || scalar.properties.generalCategory == .format
            || (0xFE00...0xFE0F).contains(value)
        {
            return 0
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// Blocks drawn two columns wide in terminals (East Asian Wide and Fullwidth, and emoji).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
