/// Reads a tag (`!`, `!local`, `!!str`, `!e!name`, `!<verbatim>`) and resolves its handle.
enum YAMLTag {
    /// The prefix of `!!` unless a `%TAG` directive says otherwise.
    static let coreSchemaPrefix = "tag:yaml.org,2002:"

    /// The full name of the tag at `cursor` (on its `!`), leaving the cursor after it.
    ///
    /// - Throws: `FlowFileSyntaxError` for a named handle no `%TAG` directive declared, or an
    ///   empty or unclosed verbatim tag.
    static func read(_ cursor: inout YAMLCursor, inFlow: Bool, handles: [String: String]) throws(FlowFileSyntaxError)
        -> String
    {
        let start = cursor.position
        cursor.position += 1
        if cursor.peek() == UInt8(ascii: "<") {
            cursor.position += 1
            let nameStart = cursor.position
            while !YAMLCursor.isBlankBreakOrEnd(cursor.peek()), cursor.peek() != UInt8(ascii: ">") {
                cursor.position += 1
            }
            guard cursor.peek() == UInt8(ascii: ">"), cursor.position > nameStart else {
                throw cursor.error("expected a tag name and '>' after '!<'")
            }
            let name = String(decoding: cursor.bytes[nameStart..<cursor.position], as: UTF8.self)
            cursor.position += 1
            return name
        }
        // Flow indicators never belong to a tag, so `!!str,` is refused in a block as it is
        // read inside `[ ]`.
        while !YAMLCursor.isBlankBreakOrEnd(cursor.peek()), !YAMLCursor.isFlowIndicator(cursor.peek()) {
            cursor.position += 1
        }
        let written = Array(cursor.bytes[start..<cursor.position])
        if written.count == 1 { return "!" }
        let handleEnd: Int
        if written[1] == UInt8(ascii: "!") {
            handleEnd = 2
        } else if let second = written.dropFirst().firstIndex(of: UInt8(ascii: "!")) {
            handleEnd = second + 1
        } else {
            handleEnd = 1
        }
        let handle = String(decoding: written[..<handleEnd], as: UTF8.self)
        let suffix = written[handleEnd...]
        let prefix: String
        if let declared = handles[handle] {
            prefix = declared
        } else if handle == "!" {
            prefix = "!"
        } else if handle == "!!" {
            prefix = coreSchemaPrefix
        } else {
            cursor.position = start
            throw cursor.error("the tag handle '\(handle)' is not declared; add '%TAG \(handle) PREFIX' before '---'")
        }
        guard !suffix.isEmpty else {
            cursor.position = start
            throw cursor.error("expected a tag name after '\(handle)'")
        }
        return prefix + percentDecoded(suffix)
    }

    /// `%XX` escapes in a tag's suffix, decoded.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> String {
        var result: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                result.append(value)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
