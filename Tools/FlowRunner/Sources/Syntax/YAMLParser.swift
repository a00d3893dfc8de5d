import HeadlessUI

/// Reads a YAML 1.2 stream as the YAML test suite defines it: directives, `---`/`...`
/// documents, block and flow collections, every scalar style, anchors, aliases and tags.
/// It works on UTF-8 bytes and keeps where every value starts, for messages about flow files.
struct YAMLParser {
    /// Deeper nesting than this is refused: no hand-written flow needs it, and it bounds the
    /// recursion on hostile input.
    static let maximumDepth = 48
    /// The most values aliases may copy into one document, so that aliases of aliases
    /// ("billion laughs") cannot make a small file stand for an enormous value.
    static let maximumAliasedValues = 10_000

    var cursor: YAMLCursor
    /// YAML 1.2, or the leniencies of Maestro's reading of flow files.
    let dialect: YAMLDialect
    /// Values named with `&name` in the current document, for the `*name` aliases after them.
    var anchors: [String: YAMLNode] = [:]
    /// Values aliases have copied so far in the current document.
    var aliasedValues = 0
    /// `%TAG` handles of the current document, by handle (`!e!`).
    var tagHandles: [String: String] = [:]

    private init(bytes: [UInt8], file: String, dialect: YAMLDialect) {
        cursor = YAMLCursor(bytes: bytes, file: file)
        self.dialect = dialect
    }

    /// The parts of a flow file, split at `---`: the part before the first `---` always comes
    /// first (with no root when it is empty), as Maestro reads a config block and commands.
    /// The text is read in the Maestro dialect (`YAMLDialect.maestro`).
    ///
    /// - Throws: `FlowFileSyntaxError` naming the file, line and column of the first problem.
    static func documents(in source: String, file: String) throws(FlowFileSyntaxError) -> [YAMLDocument] {
        try documents(in: Array(source.utf8), file: file)
    }

    /// The parts of the flow file in `bytes`, as `documents(in:file:)` splits them.
    ///
    /// - Throws: `FlowFileSyntaxError` naming the file, line and column of the first problem.
    static func documents(in bytes: [UInt8], file: String) throws(FlowFileSyntaxError) -> [YAMLDocument] {
        let documents = try stream(bytes, file: file, dialect: .maestro)
        guard let first = documents.first, first.separator == nil else {
            return [YAMLDocument(root: nil, separator: nil)] + documents
        }
        return documents
    }

    /// Every document of the YAML stream in `bytes`, as YAML defines them: a stream of only
    /// comments has none, and a document opened with `---` and left empty has no root.
    /// `dialect` says which text is refused: YAML 1.2's rules unless told otherwise.
    ///
    /// - Throws: `FlowFileSyntaxError` naming the file, line and column of the first problem.
    static func stream(_ bytes: [UInt8], file: String, dialect: YAMLDialect = .yaml12) throws(FlowFileSyntaxError)
        -> [YAMLDocument]
    {
        var parser = YAMLParser(bytes: bytes, file: file, dialect: dialect)
        return try parser.parseStream()
    }

    // MARK: - Documents

    private mutating func parseStream() throws(FlowFileSyntaxError) -> [YAMLDocument] {
        var documents: [YAMLDocument] = []
        skipByteOrderMark()
        cursor.measureIndentation()
        var documentIsOpen = false
        while true {
            skipSeparation()
            skipByteOrderMark()
            if cursor.isAtEnd { break }
            tagHandles = [:]
            var hasDirectives = false
            var hasVersion = false
            while cursor.column == 0, cursor.peek() == UInt8(ascii: "%") {
                if documentIsOpen {
                    throw cursor.error("expected '...' to end the document before the directive")
                }
                try directive(hasVersion: &hasVersion)
                hasDirectives = true
                skipSeparation()
            }
            anchors = [:]
            aliasedValues = 0
            let root: YAMLNode
            let separator: FlowFileSourceLocation?
            if cursor.isAtDocumentMarker, cursor.peek() == UInt8(ascii: "-") {
                separator = cursor.location
                cursor.position += 3
                root = try blockNode(parentIndent: -1, place: .documentStartLine, depth: 0)
            } else if hasDirectives {
                throw cursor.error("expected '---' after the directives, found '\(cursor.foundText())'")
            } else if cursor.isAtDocumentMarker {
                try endDocument()
                documentIsOpen = false
                continue
            } else if cursor.isAtEnd {
                break
            } else {
                separator = nil
                root = try blockNode(parentIndent: -1, place: .document, depth: 0)
            }
            let isEmpty = if case .null = root.kind, root.tag == nil { true } else { false }
            documents.append(YAMLDocument(root: isEmpty ? nil : root, separator: separator))
            documentIsOpen = true
            skipSeparation()
            if cursor.isAtEnd { break }
            if cursor.isAtDocumentMarker {
                if cursor.peek() == UInt8(ascii: ".") {
                    try endDocument()
                    documentIsOpen = false
                }
                continue
            }
            throw leftover(after: root)
        }
        return documents
    }

    /// Moves past `...` and the comment that may follow it.
    private mutating func endDocument() throws(FlowFileSyntaxError) {
        cursor.position += 3
        try expectLineEnd(after: "'...'")
    }

    private mutating func skipByteOrderMark() {
        if cursor.peek() == 0xEF, cursor.peek(1) == 0xBB, cursor.peek(2) == 0xBF {
            cursor.position += 3
            if cursor.column == 3 { cursor.lineStart = cursor.position }
        }
    }

    /// The error for content after a document's single root value.
    private func leftover(after root: YAMLNode) -> FlowFileSyntaxError {
        let rootColumn = root.location.column - 1
        if cursor.lineIndent == rootColumn {
            return cursor.error(
                "expected one value, found a second after \(root.shapeName) on line \(root.location.line);"
                    + " start list items with '- ' or write 'key: value'")
        }
        return cursor.error("expected indentation of \(rootColumn) spaces, found \(cursor.lineIndent)")
    }

    // MARK: - Directives

    private mutating func directive(hasVersion: inout Bool) throws(FlowFileSyntaxError) {
        cursor.position += 1
        let name = word()
        switch name {
        case "YAML":
            guard !hasVersion else { throw cursor.error("the %YAML directive is given twice for one document") }
            hasVersion = true
            cursor.skipBlanks()
            let version = word()
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                throw cursor.error("expected a version such as 1.2 after %YAML, found '\(version)'")
            }
        case "TAG":
            cursor.skipBlanks()
            let handle = word()
            guard handle.hasPrefix("!"), handle.hasSuffix("!") else {
                throw cursor.error("expected a tag handle such as '!e!' after %TAG, found '\(handle)'")
            }
            guard tagHandles[handle] == nil else {
                throw cursor.error("the tag handle '\(handle)' is declared twice for one document")
            }
            cursor.skipBlanks()
            let prefix = word()
            guard !prefix.isEmpty else { throw cursor.error("expected a tag prefix after '%TAG \(handle)'") }
            tagHandles[handle] = prefix
        default:
            // Reserved directives are for future versions of YAML; their parameters are skipped.
            while !cursor.isAtEnd, !YAMLCursor.isBreak(cursor.peek()), !isCommentStart() { cursor.position += 1 }
            return
        }
        try expectLineEnd(after: "the directive")
    }

    /// The bytes up to the next blank or line break, as text.
    private mutating func word() -> String {
        let start = cursor.position
        while !YAMLCursor.isBlankBreakOrEnd(cursor.peek()) { cursor.position += 1 }
        return String(decoding: cursor.bytes[start..<cursor.position], as: UTF8.self)
    }
}
