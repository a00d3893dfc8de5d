import HeadlessUI

/// Flow collections: `[a, b]` and `{key: value}`, over one line or several.
extension YAMLParser {
    /// The `[ ]` or `{ }` at the cursor, inside a block collection indented `blockIndent`.
    mutating func flowCollection(blockIndent: Int, depth: Int) throws(FlowFileSyntaxError) -> YAMLNode {
        guard depth < Self.maximumDepth else {
            throw cursor.error("nesting is deeper than \(Self.maximumDepth) levels")
        }
        let isSequence = cursor.peek() == UInt8(ascii: "[")
        let start = cursor.location
        cursor.position += 1
        return isSequence
            ? try flowSequence(start: start, blockIndent: blockIndent, depth: depth)
            : try flowMapping(start: start, blockIndent: blockIndent, depth: depth)
    }

    private mutating func flowSequence(start: FlowFileSourceLocation, blockIndent: Int, depth: Int)
        throws(FlowFileSyntaxError) -> YAMLNode
    {
        var items: [YAMLNode] = []
        while true {
            try skipFlowSeparation(blockIndent: blockIndent, opening: "[", at: start)
            if cursor.peek() == UInt8(ascii: "]") {
                cursor.position += 1
                return YAMLNode(kind: .sequence(items), location: start)
            }
            if cursor.peek() == UInt8(ascii: ",") { throw cursor.error("expected a value before ',' inside '[ ]'") }
            let entryLine = cursor.line
            if isExplicitKey() {
                cursor.position += 1
                let (key, value) = try flowPair(blockIndent: blockIndent, depth: depth, closing: UInt8(ascii: "]"))
                items.append(YAMLNode(kind: .mapping([YAMLEntry(keyNode: key, value: value)]), location: key.location))
            } else {
                let entry: YAMLInlineValue
                if atValueIndicator(inFlow: true, afterJSONLike: false) {
                    entry = YAMLInlineValue(node: YAMLNode(kind: .null, location: cursor.location))
                } else {
                    entry = try flowNode(blockIndent: blockIndent, depth: depth)
                }
                try skipFlowSeparation(blockIndent: blockIndent, opening: "[", at: start)
                if atValueIndicator(inFlow: true, afterJSONLike: entry.isJSONLike) {
                    guard cursor.line == entryLine, !entry.spansLines else {
                        throw FlowFileSyntaxError(
                            "a key inside '[ ]' must be written on one line", at: entry.node.location)
                    }
                    cursor.position += 1
                    let value = try flowValue(blockIndent: blockIndent, depth: depth, closing: UInt8(ascii: "]"))
                    let pair = YAMLNode(
                        kind: .mapping([YAMLEntry(keyNode: entry.node, value: value)]), location: entry.node.location)
                    items.append(pair)
                } else {
                    items.append(entry.node)
                }
            }
            try skipFlowSeparation(blockIndent: blockIndent, opening: "[", at: start)
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.position += 1
            case UInt8(ascii: "]"): continue
            default: throw cursor.error("expected ',' or ']' inside '[ ]', found '\(cursor.foundText())'")
            }
        }
    }

    private mutating func flowMapping(start: FlowFileSourceLocation, blockIndent: Int, depth: Int)
        throws(FlowFileSyntaxError) -> YAMLNode
    {
        var entries: [YAMLEntry] = []
        var keys = YAMLKeySet()
        while true {
            try skipFlowSeparation(blockIndent: blockIndent, opening: "{", at: start)
            if cursor.peek() == UInt8(ascii: "}") {
                cursor.position += 1
                return YAMLNode(kind: .mapping(entries), location: start)
            }
            if cursor.peek() == UInt8(ascii: ",") { throw cursor.error("expected a key before ',' inside '{ }'") }
            if isExplicitKey() { cursor.position += 1 }
            let (key, value) = try flowPair(blockIndent: blockIndent, depth: depth, closing: UInt8(ascii: "}"))
            try keys.insert(key)
            entries.append(YAMLEntry(keyNode: key, value: value))
            try skipFlowSeparation(blockIndent: blockIndent, opening: "{", at: start)
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.position += 1
            case UInt8(ascii: "}"): continue
            default: throw cursor.error("expected ',' or '}' inside '{ }', found '\(cursor.foundText())'")
            }
        }
    }

    /// A key and its value, either of which may be empty (`{: v}`, `{k}`, `[? k]`).
    private mutating func flowPair(blockIndent: Int, depth: Int, closing: UInt8) throws(FlowFileSyntaxError)
        -> (YAMLNode, YAMLNode)
    {
        try skipFlowSeparation(blockIndent: blockIndent, opening: closing == UInt8(ascii: "]") ? "[" : "{", at: nil)
        let key: YAMLInlineValue
        let byte = cursor.peek()
        if atValueIndicator(inFlow: true, afterJSONLike: false) || byte == UInt8(ascii: ",") || byte == closing {
            key = YAMLInlineValue(node: YAMLNode(kind: .null, location: cursor.location))
        } else {
            key = try flowNode(blockIndent: blockIndent, depth: depth)
        }
        try skipFlowSeparation(blockIndent: blockIndent, opening: closing == UInt8(ascii: "]") ? "[" : "{", at: nil)
        guard atValueIndicator(inFlow: true, afterJSONLike: key.isJSONLike) else {
            return (key.node, YAMLNode(kind: .null, location: cursor.location))
        }
        cursor.position += 1
        return (key.node, try flowValue(blockIndent: blockIndent, depth: depth, closing: closing))
    }

    /// The value after a `:` inside a flow collection, empty before `,` or the closing bracket.
    private mutating func flowValue(blockIndent: Int, depth: Int, closing: UInt8) throws(FlowFileSyntaxError)
        -> YAMLNode
    {
        let emptyLocation = cursor.location
        try skipFlowSeparation(blockIndent: blockIndent, opening: closing == UInt8(ascii: "]") ? "[" : "{", at: nil)
        let byte = cursor.peek()
        if byte == UInt8(ascii: ",") || byte == closing { return YAMLNode(kind: .null, location: emptyLocation) }
        return try flowNode(blockIndent: blockIndent, depth: depth).node
    }

    private func isExplicitKey() -> Bool {
        cursor.peek() == UInt8(ascii: "?") && YAMLCursor.isBlankBreakOrEnd(cursor.peek(1))
    }

    /// One value inside a flow collection.
    private mutating func flowNode(blockIndent: Int, depth: Int) throws(FlowFileSyntaxError) -> YAMLInlineValue {
        var properties = YAMLProperties()
        let byte = cursor.peek()
        if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") {
            properties = try readProperties(inFlow: true)
            try skipFlowSeparation(blockIndent: blockIndent, opening: "[", at: nil)
        }
        let startLine = cursor.line
        var value: YAMLInlineValue
        switch cursor.peek() {
        case UInt8(ascii: "*"):
            guard properties.isEmpty else { throw cursor.error("an alias cannot have an anchor or a tag") }
            return YAMLInlineValue(node: try alias(inFlow: true))
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            value = YAMLInlineValue(node: try flowCollection(blockIndent: blockIndent, depth: depth + 1))
            value.isJSONLike = true
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            value = YAMLInlineValue(node: try quotedScalar(blockIndent: blockIndent, inFlow: true))
            value.isJSONLike = true
        default:
            if YAMLPlainScalar.canStart(cursor, inFlow: true) {
                var scalar = YAMLPlainScalar(blockIndent: blockIndent, inFlow: true)
                let location = cursor.location
                let text = try scalar.read(&cursor)
                value = YAMLInlineValue(node: YAMLNode(kind: .scalar(text, isQuoted: false), location: location))
            } else if !properties.isEmpty {
                value = YAMLInlineValue(node: YAMLNode(kind: .null, location: cursor.location))
            } else if cursor.isAtEnd {
                throw cursor.error("expected a value, found the end of the file")
            } else {
                throw unexpected()
            }
        }
        value.spansLines = cursor.line != startLine
        return YAMLInlineValue(
            node: try finish(value.node, with: properties), spansLines: value.spansLines,
            endedAtColon: value.endedAtColon, isJSONLike: value.isJSONLike)
    }

    /// Moves past blanks, comments and line breaks inside a flow collection.
    ///
    /// - Throws: `FlowFileSyntaxError` when the collection is never closed, a document marker
    ///   cuts it, or a line inside it is not indented into the block around it.
    private mutating func skipFlowSeparation(blockIndent: Int, opening: String, at start: FlowFileSourceLocation?)
        throws(FlowFileSyntaxError)
    {
        let line = cursor.line
        skipSeparation()
        if cursor.isAtEnd {
            throw FlowFileSyntaxError("'\(opening)' is never closed", at: start ?? cursor.location)
        }
        guard cursor.line != line else { return }
        if cursor.isAtDocumentMarker {
            throw cursor.error("expected '\(opening == "[" ? "]" : "}")' before the document marker")
        }
        // A closing bracket may stand under the key that opened it, as people write
        // `key: {` ... `}`; anything else inside must be indented into the block.
        let closes = cursor.peek() == UInt8(ascii: "]") || cursor.peek() == UInt8(ascii: "}")
        if cursor.lineIndent < blockIndent || (cursor.lineIndent == blockIndent && !closes) {
            throw cursor.error(
                "expected the lines inside '\(opening)' to be indented at least \(blockIndent + 1) spaces,"
                    + " found \(cursor.lineIndent)")
        }
    }
}
