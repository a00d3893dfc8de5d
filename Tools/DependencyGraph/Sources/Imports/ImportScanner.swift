/// Finds the `import` declarations of a Swift source file.
public struct ImportScanner: Sendable {
    /// Decides which `#if` branches are read.
    public let conditions: CompilationConditions

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let scopedKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
    private static let statementBoundaries: Set<String> = [";", "{", "}"]

    /// Creates a scanner for the given conditions.
    public init(conditions: CompilationConditions = CompilationConditions()) {
        self.conditions = conditions
    }

    /// The imports of `source`, in order of appearance.
    public func imports(in source: String) -> [ImportStatement] {
        var lexer = SourceLexer(source: source, conditions: conditions)
        let tokens = lexer.run()
        var result: [ImportStatement] = []
        var atStatementStart = true
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            if atStatementStart, token.kind == .word || token.kind == .attribute,
                let (statement, next) = parseImport(tokens, from: position)
            {
                result.append(statement)
                position = next
                atStatementStart = false
                continue
            }
            switch token.kind {
            case .newline: atStatementStart = true
            case .punctuation: atStatementStart = Self.statementBoundaries.contains(token.text)
            default: atStatementStart = false
            }
            position += 1
        }
        return result
    }

    private func parseImport(_ tokens: [SourceToken], from start: Int) -> (ImportStatement, Int)? {
        var position = start
        var attributes: [String] = []
        var accessLevel: String?
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .attribute {
                attributes.append(token.text)
                position = skipArguments(tokens, after: position + 1)
            } else if token.kind == .newline {
                position += 1
            } else if token.kind == .word, Self.accessLevels.contains(token.text) {
                accessLevel = token.text
                position += 1
            } else {
                break
            }
        }
        guard position < tokens.count, tokens[position].kind == .word, tokens[position].text == "import" else {
            return nil
        }
        let line = tokens[position].line
        position += 1
        var kind: String?
        if position < tokens.count, Self.scopedKinds.contains(tokens[position].text) {
            kind = tokens[position].text
            position += 1
        }
        var path: [String] = []
        while position < tokens.count, tokens[position].kind == .word {
            path.append(tokens[position].text.replacingBackquotes())
            position += 1
            guard position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].kind == .word else {
                break
            }
            position += 1
        }
        guard !path.isEmpty else { return nil }
        let statement = ImportStatement(
            path: path,
            declarationKind: kind,
            attributes: attributes,
            accessLevel: accessLevel,
            line: line
        )
        return (statement, position)
    }

    /// Skips an attribute's `( ... )` argument list, if one follows.
    private func skipArguments(_ tokens: [SourceToken], after position: Int) -> Int {
        guard position < tokens.count, tokens[position].text == "(" else { return position }
        var depth = 0
        var current = position
        while current < tokens.count {
            if tokens[current].text == "(" { depth += 1 }
            if tokens[current].text == ")" { depth -= 1 }
            current += 1
            if depth == 0 { break }
        }
        return current
    }
}

extension String {
    fileprivate func replacingBackquotes() -> String {
        filter { $0 != "`" }
    }
}
