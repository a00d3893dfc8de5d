/// The entity tag of a body: `"` + the 64-bit FNV-1a digest of its bytes in hex + `"`. The same
/// bytes always give the same tag (the API writes JSON with sorted keys), so a client's
/// `If-None-Match` stays valid until the content changes.
enum ContentETag {
    /// The tag of `body`, quoted as the `ETag` field writes it.
    static func of(_ body: [UInt8]) -> String {
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            digest ^= UInt64(byte)
            digest &*= 0x0000_0100_0000_01b3
        }
        let hex = String(digest, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether an `If-None-Match` field (`"tag"`, a comma-separated list, weak `W/"tag"`, or
    /// `*`) names `tag`: the client holds the current body. Compared weakly, as RFC 9110 says
    /// `If-None-Match` is.
    static func matches(_ field: String?, _ tag: String) -> Bool {
        guard let field else { return false }
        return field.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: " \t")
            return trimmed == "*" || (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == tag
        }
    }
}

extension Substring {
    /// The text without the given characters at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let isTrimmed: (Character) -> Bool = { characters.contains($0) }
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}
