import HeadlessUI

/// Parses the block structure of the YAML subset flow files use: `---` documents, indented
/// lists and mappings, with single-line values handed to `YAMLInlineParser`.
struct YAMLParser {
    /// Deeper nesting than this is refused: no hand-written flow needs it, and it bounds the
    /// recursion on hostile input.
    static let maximumDepth = 48

    private let file: String
    private var lines: [YAMLLine]
    private var index = 0
    /// Values named with `&name`, for the `*name` aliases after them.
    private var anchors: [String: YAMLNode] = [:]
    /// Values aliases have copied so far; bounded so that aliases of aliases cannot blow up.
    private var aliasedValues = 0
    /// The most values aliases may copy into one document.
    static let maximumAliasedValues = 10_000

    private init(file: String, lines: [YAMLLine]) {
        self.file = file
        self.lines = lines
    }

    /// The documents of `source`, split at `---` lines.
    ///
    /// - Throws: `FlowSyntaxError` naming the file, line and column of the first problem.
    static func documents(in source: String, file: String) throws(FlowSyntaxError) -> [YAMLDocument] {
        var documents: [YAMLDocument] = []
        var current: [YAMLLine] = []
        var separator: FlowSourceLocation?
        for line in try YAMLLine.lines(of: source, file: file) {
            if line.indent == 0, line.text == ["-", "-", "-"] {
                documents.append(try document(from: current, separator: separator, file: file))
                current = []
                separator = FlowSourceLocation(file: file, line: line.number, column: 1)
            } else {
                current.append(line)
            }
        }
        documents.append(try document(from: current, separator: separator, file: file))
        return documents
    }

    private static func document(
        from lines: [YAMLLine],
        separator: FlowSourceLocation?,
        file: String
    ) throws(FlowSyntaxError) -> YAMLDocument {
        guard let first = lines.first else { return YAMLDocument(root: nil, separator: separator) }
        var parser = YAMLParser(file: file, lines: lines)
        let root = try parser.block(indent: first.indent, depth: 0)
        if parser.index < parser.lines.count {
            let line = parser.lines[parser.index]
            // Lists and mappings take every line at their indentation, so a line left over at
            // the same indentation follows a single value that has already ended.
            guard line.indent != first.indent else {
                throw parser.error(
                    "expected one value, found a second after \(root.shapeName) on line \(first.number);"
                        + " start list items with '- ' or write 'key: value'",
                    line: line
                )
            }
            throw parser.error("expected indentation of \(first.indent) spaces, found \(line.indent)", line: line)
        }
        return YAMLDocument(root: root, separator: separator)
    }

    // MARK: - Blocks

    private mutating func block(indent: Int, depth: Int) throws(FlowSyntaxError) -> YAMLNode {
        let line = lines[index]
        guard depth < Self.maximumDepth else {
            throw error("nesting is deeper than \(Self.maximumDepth) levels", line: line)
        }
        if line.isSequenceItem { return try sequence(indent: indent, depth: depth) }
        if Self.keyColon(in: line.text) != nil { return try mapping(indent: indent, depth: depth) }
        index += 1
        return try inlineValue(line.text, line: line, offset: 0, depth: depth)
    }

    private mutating func sequence(indent: Int, depth: Int) throws(FlowSyntaxError) -> YAMLNode {
        let start = location(of: lines[index], offset: 0)
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard line.isSequenceItem else {
                throw error("expected a list item ('- ...') like the lines above, found a key", line: line)
            }
            var offset = 1
            while offset < line.text.count, line.text[offset] == " " { offset += 1 }
            if offset >= line.text.count {
                index += 1
                items.append(try nestedValue(below: indent, item: line, depth: depth))
            } else if line.text[offset] == "*" {
                index += 1
                items.append(try alias(in: line, at: offset))
            } else {
                // The item's content is parsed as if it started on its own line at its column,
                // so `- key: value` continues with keys aligned under `key`.
                lines[index] = YAMLLine(
                    number: line.number, indent: indent + offset, text: Array(line.text[offset...]),
                    blockScalar: line.blockScalar)
                items.append(try block(indent: indent + offset, depth: depth + 1))
            }
            try expectNoDeeperLine(than: indent)
        }
        return YAMLNode(kind: .sequence(items), location: start)
    }

    private mutating func mapping(indent: Int, depth: Int) throws(FlowSyntaxError) -> YAMLNode {
        let start = location(of: lines[index], offset: 0)
        var entries: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard !line.isSequenceItem else {
                throw error("expected a key ('name: value') like the lines above, found a list item", line: line)
            }
            guard let colon = Self.keyColon(in: line.text) else {
                throw error("expected 'key: value', found '\(QuotedText.abbreviated(line.text))'", line: line)
            }
            let key = try keyText(line, colon: colon)
            if entries.contains(where: { $0.key == key }) {
                throw error("duplicate key '\(QuotedText.abbreviated(key))'", line: line)
            }
            var valueOffset = colon + 1
            while valueOffset < line.text.count, line.text[valueOffset] == " " { valueOffset += 1 }
            let anchor = try anchorName(in: line, at: &valueOffset)
            var value: YAMLNode
            if valueOffset < line.text.count, line.text[valueOffset] == "*" {
                index += 1
                value = try alias(in: line, at: valueOffset)
            } else if valueOffset >= line.text.count {
                index += 1
                value = try nestedValue(below: indent, item: line, depth: depth, allowsListAtSameIndent: true)
            } else {
                index += 1
                value = try inlineValue(
                    Array(line.text[valueOffset...]),
                    line: line,
                    offset: valueOffset,
                    depth: depth + 1
                )
            }
            if let anchor { anchors[anchor] = value }
            entries.append(YAMLEntry(key: key, keyLocation: location(of: line, offset: 0), value: value))
            try expectNoDeeperLine(than: indent)
        }
        return YAMLNode(kind: .mapping(entries), location: start)
    }

    /// The value on the lines after a bare `key:` or `-`, or null when nothing is nested.
    private mutating func nestedValue(
        below indent: Int,
        item: YAMLLine,
        depth: Int,
        allowsListAtSameIndent: Bool = false
    ) throws(FlowSyntaxError) -> YAMLNode {
        guard index < lines.count else {
            return YAMLNode(kind: .null, location: location(of: item, offset: item.text.count))
        }
        let next = lines[index]
        if next.indent > indent || (allowsListAtSameIndent && next.indent == indent && next.isSequenceItem) {
            return try block(indent: next.indent, depth: depth + 1)
        }
        return YAMLNode(kind: .null, location: location(of: item, offset: item.text.count))
    }

    private func expectNoDeeperLine(than indent: Int) throws(FlowSyntaxError) {
        guard index < lines.count, lines[index].indent > indent else { return }
        let line = lines[index]
        throw error(
            "bad indentation: expected a line at column \(indent + 1) or less, found column \(line.indent + 1)",
            line: line
        )
    }

    // MARK: - Anchors and aliases

    /// Reads `&name ` at `offset` (moving past it), the anchor a value is stored under.
    private func anchorName(in line: YAMLLine, at offset: inout Int) throws(FlowSyntaxError) -> String? {
        guard offset < line.text.count, line.text[offset] == "&" else { return nil }
        var end = offset + 1
        while end < line.text.count, line.text[end] != " " { end += 1 }
        let name = String(line.text[(offset + 1)..<end])
        guard !name.isEmpty else {
            throw FlowSyntaxError("expected an anchor name after '&'", at: location(of: line, offset: offset))
        }
        offset = end
        while offset < line.text.count, line.text[offset] == " " { offset += 1 }
        return name
    }

    /// The value an alias (`*name`, alone on the rest of the line) stands for.
    private mutating func alias(in line: YAMLLine, at offset: Int) throws(FlowSyntaxError) -> YAMLNode {
        let name = String(line.text[(offset + 1)...])
        guard let value = anchors[name] else {
            let known = anchors.keys.sorted().joined(separator: ", ")
            throw FlowSyntaxError(
                "unknown alias '*\(name)'"
                    + (known.isEmpty ? "; define it with '&\(name)' first" : " (known: \(known))"),
                at: location(of: line, offset: offset))
        }
        aliasedValues += Self.count(value, upTo: Self.maximumAliasedValues - aliasedValues + 1)
        guard aliasedValues <= Self.maximumAliasedValues else {
            throw FlowSyntaxError(
                "aliases copy more than \(Self.maximumAliasedValues) values; write the values out",
                at: location(of: line, offset: offset))
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
            for entry in entries where total <= limit { total += count(entry.value, upTo: limit - total) }
        }
        return total
    }

    // MARK: - Keys and values

    /// The index of the `:` that ends a block mapping key, if the line is `key: ...`.
    static func keyColon(in text: [Character]) -> Int? {
        guard let first = text.first, first != "{", first != "[" else { return nil }
        var index = 0
        if first == "\"" || first == "'" {
            index = 1
            while index < text.count, text[index] != first {
                index += text[index] == "\\" && first == "\"" ? 2 : 1
            }
            index += 1
            while index < text.count, text[index] == " " { index += 1 }
            return isKeyColon(at: index, in: text) ? index : nil
        }
        while index < text.count {
            if isKeyColon(at: index, in: text) { return index }
            index += 1
        }
        return nil
    }

    private static func isKeyColon(at index: Int, in text: [Character]) -> Bool {
        index < text.count && text[index] == ":" && (index + 1 == text.count || text[index + 1] == " ")
    }

    private func keyText(_ line: YAMLLine, colon: Int) throws(FlowSyntaxError) -> String {
        var keyCharacters = Array(line.text[..<colon])
        while keyCharacters.last == " " { keyCharacters.removeLast() }
        guard !keyCharacters.isEmpty else { throw error("expected a key before ':'", line: line) }
        let node = try inlineValue(keyCharacters, line: line, offset: 0, depth: 0)
        guard case let .scalar(key, _) = node.kind else {
            throw FlowSyntaxError("expected a plain key, found \(node.shapeName)", at: node.location)
        }
        return key
    }

    private func inlineValue(
        _ text: [Character],
        line: YAMLLine,
        offset: Int,
        depth: Int
    ) throws(FlowSyntaxError) -> YAMLNode {
        if let block = line.blockScalar, let first = text.first, first == "|" || first == ">" {
            return YAMLNode(kind: .scalar(block, isQuoted: true), location: location(of: line, offset: offset))
        }
        var parser = YAMLInlineParser(
            text: text,
            file: file,
            line: line.number,
            firstColumn: line.indent + offset + 1,
            depth: depth
        )
        return try parser.parseWholeLine()
    }

    private func location(of line: YAMLLine, offset: Int) -> FlowSourceLocation {
        FlowSourceLocation(file: file, line: line.number, column: line.indent + offset + 1)
    }

    private func error(_ message: String, line: YAMLLine) -> FlowSyntaxError {
        FlowSyntaxError(message, at: location(of: line, offset: 0))
    }
}
