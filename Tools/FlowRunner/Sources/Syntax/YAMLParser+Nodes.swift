import HeadlessUI

/// What block and flow collections share: separation, properties, aliases, and the values
/// that fit on a line.
extension YAMLParser {
    // MARK: - Separation

    /// Moves past blanks, comments and line breaks to the next content, measuring the
    /// indentation of each line it enters.
    mutating func skipSeparation() {
        while true {
            cursor.skipBlanks()
            let byte = cursor.peek()
            if byte == UInt8(ascii: "#"), isCommentStart() {
                cursor.skipCommentText()
            } else if YAMLCursor.isBreak(byte) {
                cursor.consumeLineBreak()
            } else {
                return
            }
        }
    }

    /// Whether a `#` at the cursor starts a comment: at a line's start or after a blank.
    func isCommentStart() -> Bool {
        let position = cursor.position
        guard cursor.peek() == UInt8(ascii: "#") else { return false }
        return position == cursor.lineStart || position == 0 || YAMLCursor.isBlank(cursor.bytes[position - 1])
    }

    /// Moves past blanks and a comment to the end of the line.
    ///
    /// - Throws: `FlowFileSyntaxError` when anything else follows `what` on its line.
    mutating func expectLineEnd(after what: String) throws(FlowFileSyntaxError) {
        cursor.skipBlanks()
        if isCommentStart() { cursor.skipCommentText() }
        guard cursor.isAtEnd || YAMLCursor.isBreak(cursor.peek()) else {
            throw cursor.error("expected the end of the line after \(what), found '\(cursor.foundText())'")
        }
    }

    /// Whether a `:` that gives a key its value follows on this line, moving to it if so.
    /// After a quoted key or a flow collection inside `[ ]` or `{ }`, the `:` may touch what
    /// follows it (`{"a":1}`), as JSON writes it.
    mutating func atValueIndicator(inFlow: Bool, afterJSONLike: Bool) -> Bool {
        let saved = cursor.position
        cursor.skipBlanks()
        guard cursor.peek() == UInt8(ascii: ":") else {
            cursor.position = saved
            return false
        }
        let next = cursor.peek(1)
        if YAMLCursor.isBlankBreakOrEnd(next) || (inFlow && (afterJSONLike || YAMLCursor.isFlowIndicator(next))) {
            return true
        }
        cursor.position = saved
        return false
    }

    // MARK: - Values on a line

    /// An alias, a quoted or plain scalar or a flow collection in block context, where a
    /// plain scalar may go on over the lines below.
    mutating func inlineNode(blockIndent: Int, depth: Int, properties: YAMLProperties) throws(FlowFileSyntaxError)
        -> YAMLInlineValue
    {
        let byte = cursor.peek()
        switch byte {
        case UInt8(ascii: "*"):
            guard properties.isEmpty else { throw cursor.error("an alias cannot have an anchor or a tag") }
            return YAMLInlineValue(node: try alias(inFlow: false))
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let start = cursor.line
            let node = try flowCollection(blockIndent: blockIndent, depth: depth + 1)
            return YAMLInlineValue(node: node, spansLines: cursor.line != start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let start = cursor.line
            let node = try quotedScalar(blockIndent: blockIndent, inFlow: false)
            return YAMLInlineValue(node: node, spansLines: cursor.line != start)
        default:
            if YAMLPlainScalar.canStart(cursor, inFlow: false) {
                var scalar = YAMLPlainScalar(blockIndent: blockIndent, inFlow: false)
                let location = cursor.location
                let text = try scalar.read(&cursor)
                return YAMLInlineValue(
                    node: YAMLNode(kind: .scalar(text, isQuoted: false), location: location),
                    spansLines: scalar.spansLines, endedAtColon: scalar.endedAtColon)
            }
            if !properties.isEmpty { return YAMLInlineValue(node: YAMLNode(kind: .null, location: cursor.location)) }
            throw unexpected()
        }
    }

    /// A quoted scalar at the cursor, inside a collection indented `blockIndent`.
    mutating func quotedScalar(blockIndent: Int, inFlow: Bool) throws(FlowFileSyntaxError) -> YAMLNode {
        let location = cursor.location
        let text = try YAMLQuotedScalar.read(&cursor, blockIndent: dialect.indentsQuotedLines ? blockIndent : nil)
        return YAMLNode(kind: .scalar(text, isQuoted: true), location: location)
    }

    /// The error for a byte that cannot start a value.
    func unexpected() -> FlowFileSyntaxError {
        let byte = cursor.peek()
        if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") {
            return cursor.error("'@' and '`' are reserved and cannot start a plain value; quote the text")
        }
        if byte == UInt8(ascii: "\t") { return cursor.error("expected a value, found a tab") }
        return cursor.error("expected a value, found '\(cursor.foundText())'")
    }

    // MARK: - Properties and aliases

    /// The anchor and tag at the cursor, in either order, and the blanks after them.
    mutating func readProperties(inFlow: Bool) throws(FlowFileSyntaxError) -> YAMLProperties {
        var properties = YAMLProperties(location: cursor.location)
        while true {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "&") {
                guard properties.anchor == nil else { throw cursor.error("a value can have only one anchor") }
                cursor.position += 1
                properties.anchor = name()
                guard properties.anchor?.isEmpty == false else {
                    throw cursor.error("expected an anchor name after '&'")
                }
            } else if byte == UInt8(ascii: "!") {
                guard properties.tag == nil else { throw cursor.error("a value can have only one tag") }
                properties.tag = try YAMLTag.read(&cursor, inFlow: inFlow, handles: tagHandles)
            } else {
                return properties
            }
            guard YAMLCursor.isBlankBreakOrEnd(cursor.peek()) || (inFlow && YAMLCursor.isFlowIndicator(cursor.peek()))
            else {
                throw cursor.error("expected a blank after the anchor or tag, found '\(cursor.foundText())'")
            }
            cursor.skipBlanks()
        }
    }

    /// An anchor or alias name: every byte up to a blank, a line break or `,[]{}`.
    private mutating func name() -> String {
        let start = cursor.position
        while !YAMLCursor.isBlankBreakOrEnd(cursor.peek()), !YAMLCursor.isFlowIndicator(cursor.peek()) {
            cursor.position += 1
        }
        return String(decoding: cursor.bytes[start..<cursor.position], as: UTF8.self)
    }

    /// `node` with the tag of `properties`, remembered under their anchor.
    mutating func finish(_ node: YAMLNode, with properties: YAMLProperties) throws(FlowFileSyntaxError) -> YAMLNode {
        guard !properties.isEmpty else { return node }
        let result = properties.tag.map { YAMLNode(kind: node.kind, location: node.location, tag: $0) } ?? node
        if let anchor = properties.anchor { anchors[anchor] = result }
        return result
    }

    /// The value an alias (`*name`) at the cursor stands for.
    ///
    /// - Throws: `FlowFileSyntaxError` for an unknown name, or when aliases would copy more than
    ///   `maximumAliasedValues` values into the document.
    mutating func alias(inFlow: Bool) throws(FlowFileSyntaxError) -> YAMLNode {
        let location = cursor.location
        cursor.position += 1
        let name = name()
        guard !name.isEmpty else { throw FlowFileSyntaxError("expected an alias name after '*'", at: location) }
        guard let value = anchors[name] else {
            let known = anchors.keys.sorted().prefix(10).joined(separator: ", ")
            throw FlowFileSyntaxError(
                "unknown alias '*\(QuotedText.abbreviated(name))'"
                    + (known.isEmpty ? "; define it with '&\(name)' first" : " (known: \(known))"),
                at: location)
        }
        aliasedValues += Self.count(value, upTo: Self.maximumAliasedValues - aliasedValues + 1)
        guard aliasedValues <= Self.maximumAliasedValues else {
            throw FlowFileSyntaxError(
                "aliases copy more than \(Self.maximumAliasedValues) values; write the values out", at: location)
        }
        return value
    }

    /// How many values `node` holds, counting stops past `limit`.
    private static func count(_ node: YAMLNode, upTo limit: Int) -> Int {
        var total = 1
        switch node.kind {
        case .null, .scalar: break
        case let .sequence(items):
            for item in items where total <= limit { total += count(item, upTo: limit - total) }
        case let .mapping(entries):
            for entry in entries where total <= limit {
                total += count(entry.keyNode, upTo: limit - total)
                total += count(entry.value, upTo: limit - total)
            }
        }
        return total
    }
}
