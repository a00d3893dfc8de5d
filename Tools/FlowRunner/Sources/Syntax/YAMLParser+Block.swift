/// Block collections: indented lists and mappings, and the choice of what a block node is.
extension YAMLParser {
    /// Where a block node stands, which decides what may start on the indicator's own line.
    enum BlockPlace {
        /// The root of a document without `---`: it starts on its own line.
        case document
        /// The root of a document after `---`: on that line only a scalar or flow collection.
        case documentStartLine
        /// After `key:`: on that line only a scalar or flow collection; below, a list may
        /// start at the key's own indentation.
        case mappingValue
        /// After `- `: a list or mapping may start on the dash's line (`- - a`, `- a: b`).
        case sequenceEntry
        /// After `? ` or the `: ` that answers it: like a list item, and a list may start below
        /// at the indicator's own indentation.
        case explicitKey

        var allowsCompactCollection: Bool { self == .sequenceEntry || self == .explicitKey }
        var allowsListAtSameIndent: Bool { self == .mappingValue || self == .explicitKey }
    }

    /// A block node whose parent collection is indented `parentIndent` columns (-1 at the
    /// root), starting after the parent's indicator on this line or on the lines below.
    mutating func blockNode(parentIndent: Int, place: BlockPlace, depth: Int) throws(FlowFileSyntaxError) -> YAMLNode {
        let emptyLocation = cursor.location
        let indicatorLine = cursor.line
        let indicatorEnd = cursor.position
        skipSeparation()
        var onIndicatorLine = place != .document && cursor.line == indicatorLine
        if endsBlockNode(parentIndent: parentIndent, place: place, onIndicatorLine: onIndicatorLine) {
            return YAMLNode(kind: .null, location: emptyLocation)
        }
        guard depth < Self.maximumDepth else {
            throw cursor.error("nesting is deeper than \(Self.maximumDepth) levels")
        }
        // Properties alone on their line(s) belong to the node below them; properties on the
        // line of the content belong to that content, which may turn out to be a key.
        var ownProperties = YAMLProperties()
        var inlineProperties = YAMLProperties()
        var column = cursor.column
        while cursor.peek() == UInt8(ascii: "&") || cursor.peek() == UInt8(ascii: "!") {
            let properties = try readProperties(inFlow: false)
            guard cursor.restOfLineIsEmpty() else {
                inlineProperties = properties
                break
            }
            try ownProperties.merge(properties)
            let propertiesLine = cursor.line
            skipSeparation()
            if cursor.line != propertiesLine {
                onIndicatorLine = false
                if endsBlockNode(parentIndent: parentIndent, place: place, onIndicatorLine: false) {
                    let location = ownProperties.location ?? emptyLocation
                    return try finish(YAMLNode(kind: .null, location: location), with: ownProperties)
                }
            }
            column = cursor.column
        }
        if !onIndicatorLine, cursor.tabInIndent != nil, startsBlockCollection() {
            throw tabError()
        }
        if onIndicatorLine, let tab = cursor.bytes[indicatorEnd..<cursor.position].firstIndex(of: 0x09),
            startsBlockCollection()
        {
            throw FlowFileSyntaxError(
                "expected spaces before a list or mapping that starts on the line of its indicator, found a tab",
                at: cursor.location(at: tab))
        }
        let byte = cursor.peek()
        if YAMLCursor.isBlankBreakOrEnd(cursor.peek(1)), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") {
            if !inlineProperties.isEmpty {
                throw cursor.error("an anchor or tag on the line of a list or '?' key belongs on the line before it")
            }
            if onIndicatorLine && !place.allowsCompactCollection {
                throw cursor.error(
                    byte == UInt8(ascii: "-")
                        ? "a list cannot start on the line of its key; put '- ' on the next line, indented"
                        : "a '?' key cannot start here; put it on its own line")
            }
            let collection =
                byte == UInt8(ascii: "-")
                ? try blockSequence(indent: column, depth: depth + 1)
                : try blockMapping(indent: column, firstKey: nil, depth: depth + 1)
            return try finish(collection, with: ownProperties)
        }
        if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") {
            let location = cursor.location
            let text = try YAMLBlockScalar.read(&cursor, parentIndent: parentIndent)
            try ownProperties.merge(inlineProperties)
            return try finish(YAMLNode(kind: .scalar(text, isQuoted: true), location: location), with: ownProperties)
        }
        let start = cursor.location
        let startLine = cursor.line
        let candidate = try inlineNode(blockIndent: parentIndent, depth: depth, properties: inlineProperties)
        guard atValueIndicator(inFlow: false, afterJSONLike: false) else {
            if candidate.spansLines && candidate.endedAtColon {
                throw keyOnContinuationLine(of: candidate.node, parentIndent: parentIndent)
            }
            try expectLineEnd(after: "the value")
            try ownProperties.merge(inlineProperties)
            return try finish(candidate.node, with: ownProperties)
        }
        if candidate.spansLines && candidate.endedAtColon {
            throw keyOnContinuationLine(of: candidate.node, parentIndent: parentIndent)
        }
        if cursor.line != startLine || candidate.spansLines {
            throw FlowFileSyntaxError("a key must be written on one line", at: start)
        }
        if onIndicatorLine && !place.allowsCompactCollection {
            throw cursor.error(
                "expected the value of the key on the line before, found another 'key:' on its line;"
                    + " put the inner mapping on the next line, indented")
        }
        let key = try finish(candidate.node, with: inlineProperties)
        let mapping = try blockMapping(indent: column, firstKey: key, depth: depth + 1)
        return try finish(mapping, with: ownProperties)
    }

    /// Whether the node that would start at the cursor is empty: the text or the document
    /// ends, or the next line is not indented into the parent.
    private func endsBlockNode(parentIndent: Int, place: BlockPlace, onIndicatorLine: Bool) -> Bool {
        if cursor.isAtEnd || cursor.isAtDocumentMarker { return true }
        if onIndicatorLine { return false }
        if cursor.lineIndent > parentIndent { return false }
        return !(place.allowsListAtSameIndent && cursor.lineIndent == parentIndent && isAtSequenceEntry())
    }

    /// Whether a `- ` list item starts at the cursor.
    func isAtSequenceEntry() -> Bool {
        cursor.peek() == UInt8(ascii: "-") && YAMLCursor.isBlankBreakOrEnd(cursor.peek(1))
    }

    /// Whether the cursor is at `- `, `? ` or a `key:` on this line: what indentation must be
    /// spaces for.
    private func startsBlockCollection() -> Bool {
        let byte = cursor.peek()
        if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":"))
            && YAMLCursor.isBlankBreakOrEnd(cursor.peek(1))
        {
            return true
        }
        var index = cursor.position
        let bytes = cursor.bytes
        while index < bytes.count, !YAMLCursor.isBreak(bytes[index]) {
            if bytes[index] == UInt8(ascii: ":"),
                YAMLCursor.isBlankBreakOrEnd(index + 1 < bytes.count ? bytes[index + 1] : 0)
            {
                return true
            }
            if bytes[index] == UInt8(ascii: "#"), index > cursor.position, YAMLCursor.isBlank(bytes[index - 1]) {
                return false
            }
            index += 1
        }
        return false
    }

    func tabError() -> FlowFileSyntaxError {
        FlowFileSyntaxError(
            "expected spaces for indentation, found a tab",
            at: cursor.location(at: cursor.tabInIndent ?? cursor.position))
    }

    // MARK: - Lists

    private mutating func blockSequence(indent: Int, depth: Int) throws(FlowFileSyntaxError) -> YAMLNode {
        let start = cursor.location
        var items: [YAMLNode] = []
        while true {
            cursor.position += 1
            items.append(try blockNode(parentIndent: indent, place: .sequenceEntry, depth: depth))
            skipSeparation()
            if cursor.isAtEnd || cursor.isAtDocumentMarker || cursor.lineIndent < indent { break }
            if cursor.lineIndent > indent { throw badIndentation(expected: indent) }
            guard isAtSequenceEntry() else { break }
            if cursor.tabInIndent != nil { throw tabError() }
        }
        return YAMLNode(kind: .sequence(items), location: start)
    }

    // MARK: - Mappings

    /// A block mapping whose keys start at `indent`; `firstKey` is the key already read on the
    /// first line, with the cursor at its `:`.
    private mutating func blockMapping(indent: Int, firstKey: YAMLNode?, depth: Int) throws(FlowFileSyntaxError)
        -> YAMLNode
    {
        let start = firstKey?.location ?? cursor.location
        var entries: [YAMLEntry] = []
        var keys = YAMLKeySet()
        var pendingKey = firstKey
        while true {
            let key: YAMLNode
            let value: YAMLNode
            if let firstKey = pendingKey {
                pendingKey = nil
                key = firstKey
                cursor.position += 1
                value = try blockNode(parentIndent: indent, place: .mappingValue, depth: depth)
            } else if cursor.peek() == UInt8(ascii: "?"), YAMLCursor.isBlankBreakOrEnd(cursor.peek(1)) {
                cursor.position += 1
                key = try blockNode(parentIndent: indent, place: .explicitKey, depth: depth)
                skipSeparation()
                if !cursor.isAtEnd, !cursor.isAtDocumentMarker, cursor.lineIndent == indent,
                    cursor.column == indent, cursor.peek() == UInt8(ascii: ":"),
                    YAMLCursor.isBlankBreakOrEnd(cursor.peek(1))
                {
                    cursor.position += 1
                    value = try blockNode(parentIndent: indent, place: .explicitKey, depth: depth)
                } else {
                    value = YAMLNode(kind: .null, location: cursor.location)
                }
            } else if cursor.peek() == UInt8(ascii: ":"), YAMLCursor.isBlankBreakOrEnd(cursor.peek(1)) {
                key = YAMLNode(kind: .null, location: cursor.location)
                cursor.position += 1
                value = try blockNode(parentIndent: indent, place: .mappingValue, depth: depth)
            } else {
                key = try implicitKey(indent: indent, depth: depth)
                cursor.position += 1
                value = try blockNode(parentIndent: indent, place: .mappingValue, depth: depth)
            }
            try keys.insert(key)
            entries.append(YAMLEntry(keyNode: key, value: value))
            skipSeparation()
            if cursor.isAtEnd || cursor.isAtDocumentMarker || cursor.lineIndent < indent { break }
            if cursor.lineIndent > indent { throw badIndentation(expected: indent) }
            if cursor.tabInIndent != nil { throw tabError() }
            if isAtSequenceEntry() {
                throw cursor.error("expected a key ('name: value') like the lines above, found a list item")
            }
        }
        return YAMLNode(kind: .mapping(entries), location: start)
    }

    /// A key on a line of its own within a mapping, up to (not past) its `:`.
    private mutating func implicitKey(indent: Int, depth: Int) throws(FlowFileSyntaxError) -> YAMLNode {
        let startLine = cursor.line
        let start = cursor.position
        var properties = YAMLProperties()
        if cursor.peek() == UInt8(ascii: "&") || cursor.peek() == UInt8(ascii: "!") {
            properties = try readProperties(inFlow: false)
            cursor.skipBlanks()
        }
        let candidate: YAMLInlineValue
        if atValueIndicator(inFlow: false, afterJSONLike: false) {
            candidate = YAMLInlineValue(node: YAMLNode(kind: .null, location: cursor.location))
        } else {
            candidate = try inlineNode(blockIndent: indent, depth: depth, properties: properties)
        }
        guard atValueIndicator(inFlow: false, afterJSONLike: false), cursor.line == startLine, !candidate.spansLines
        else {
            if candidate.spansLines, candidate.endedAtColon {
                throw keyOnContinuationLine(of: candidate.node, parentIndent: indent)
            }
            let saved = cursor.position
            cursor.position = start
            defer { cursor.position = saved }
            throw cursor.error("expected 'key: value', found '\(cursor.foundText())'")
        }
        return try finish(candidate.node, with: properties)
    }

    func badIndentation(expected indent: Int) -> FlowFileSyntaxError {
        cursor.error(
            "bad indentation: expected a line at column \(indent + 1) or less, found column \(cursor.lineIndent + 1)")
    }

    /// The error for a plain scalar whose continuation line holds `key:`.
    private func keyOnContinuationLine(of node: YAMLNode, parentIndent: Int) -> FlowFileSyntaxError {
        let continuation = cursor.location(at: cursor.lineStart + cursor.lineIndent)
        if cursor.lineIndent == node.location.column - 1 {
            return FlowFileSyntaxError(
                "expected one value, found a second after \(node.shapeName) on line \(node.location.line);"
                    + " start list items with '- ' or write 'key: value'",
                at: continuation)
        }
        return FlowFileSyntaxError(
            "bad indentation: expected a line at column \(max(parentIndent + 1, 1)) or less,"
                + " found column \(cursor.lineIndent + 1)",
            at: continuation)
    }
}
