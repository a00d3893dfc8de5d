/// Parses the documented JavaScript subset: statements (`var`/`let`/`const`, `if`, `while`,
/// `return`, expressions) and expressions (literals, template literals, variables, member
/// access, calls, arithmetic, comparison, logical operators, the ternary and assignment).
/// Anything else is refused naming what was found.
///
/// Two limits keep the parser and the evaluator from recursing without a bound: brackets,
/// blocks and prefix operators nest at most `maximumDepth` levels, and a tree is at most
/// `maximumTreeHeight` levels tall. A chain written without brackets (`1 + 1 + ...`,
/// `a.b.c...`, `x && y && ...`) adds one level per operator, as it is evaluated as nested
/// operations; a taller tree is refused as soon as it grows past the limit.
///
/// The sources of a template literal's `${...}` are read again by a parser of their own, so
/// each level of nested template literals reads what is inside it once more: a work budget of
/// `lexingPerCharacter` characters read per character of the program (and `lexingMargin` for
/// short ones) keeps that from multiplying a long program by its depth.
struct MaestroScriptParser {
    /// Deeper nesting than this is refused instead of recursing further.
    static let maximumDepth = 64
    /// The tallest tree a statement may have.
    static let maximumTreeHeight = 256
    /// The characters of `${...}` sources a program may have read, per character of it.
    static let lexingPerCharacter = 4
    /// The characters of `${...}` sources any program may read, however short.
    static let lexingMargin = 65_536

    /// A parsed node and the height of its tree (a literal or a name is 1).
    private struct Parsed {
        let node: MaestroScriptNode
        let height: Int
    }

    private let tokens: [MaestroScriptToken]
    private var position = 0
    private var depth = 0
    /// The characters of `${...}` sources that may still be read.
    private var lexingLeft = MaestroScriptParser.lexingMargin

    private init(tokens: [MaestroScriptToken]) {
        self.tokens = tokens
    }

    /// The statements of `source`.
    static func program(_ source: String) throws(MaestroScriptError) -> [MaestroScriptNode] {
        var tokensRead = 0
        return try program(source, tokensRead: &tokensRead)
    }

    /// The statements of `source`; `tokensRead` is set to how many of its tokens the parser
    /// took, also when it refuses them, so a test can count how soon a limit stops it.
    static func program(_ source: String, tokensRead: inout Int) throws(MaestroScriptError) -> [MaestroScriptNode] {
        var parser = MaestroScriptParser(tokens: try MaestroScriptLexer.tokens(source))
        defer { tokensRead = parser.position }
        parser.lexingLeft = Self.lexingPerCharacter * source.utf8.count + Self.lexingMargin
        var statements: [MaestroScriptNode] = []
        while parser.current != .end {
            if parser.take(";") { continue }
            statements.append(try parser.statement().node)
        }
        return statements
    }

    // MARK: - Statements

    private mutating func statement() throws(MaestroScriptError) -> Parsed {
        try enter()
        defer { depth -= 1 }
        if case let .name(word) = current {
            switch word {
            case "var", "let", "const":
                position += 1
                guard case let .name(name) = current else { throw unexpected("a variable name") }
                position += 1
                let value = take("=") ? try expression() : nil
                return try tree(.declare(name, value?.node), over: value)
            case "if":
                position += 1
                try expect("(")
                let condition = try expression()
                try expect(")")
                let then = try statement()
                let otherwise = isName("else") ? try elseBranch() : nil
                return try tree(
                    .ifStatement(condition.node, then.node, otherwise?.node), over: condition, then, otherwise)
            case "while":
                position += 1
                try expect("(")
                let condition = try expression()
                try expect(")")
                let body = try statement()
                return try tree(.whileLoop(condition.node, body.node), over: condition, body)
            case "return":
                position += 1
                if current == .end || current == .punctuator(";") || current == .punctuator("}") {
                    return Parsed(node: .returnStatement(nil), height: 1)
                }
                let value = try expression()
                return try tree(.returnStatement(value.node), over: value)
            case "function", "for", "do", "switch", "try", "class", "import", "async", "await":
                throw MaestroScriptError("'\(word)' is outside the supported JavaScript subset")
            default:
                break
            }
        }
        if take("{") {
            var statements: [Parsed] = []
            while !take("}") {
                guard current != .end else { throw MaestroScriptError("a '{' block is never closed") }
                if take(";") { continue }
                statements.append(try statement())
            }
            return try tree(.block(statements.map(\.node)), over: statements)
        }
        return try expression()
    }

    private mutating func elseBranch() throws(MaestroScriptError) -> Parsed {
        position += 1
        return try statement()
    }

    // MARK: - Expressions

    private mutating func expression() throws(MaestroScriptError) -> Parsed {
        try enter()
        defer { depth -= 1 }
        let target = try conditional()
        for operation in ["=", "+=", "-=", "*=", "/="] where take(operation) {
            switch target.node {
            case .variable, .member:
                let value = try expression()
                return try tree(.assign(operation, target.node, value.node), over: target, value)
            default:
                throw MaestroScriptError("cannot assign to this expression; assign to a variable or output.NAME")
            }
        }
        return target
    }

    private mutating func conditional() throws(MaestroScriptError) -> Parsed {
        let condition = try logical(0)
        guard take("?") else { return condition }
        let then = try expression()
        try expect(":")
        let otherwise = try expression()
        return try tree(.conditional(condition.node, then.node, otherwise.node), over: condition, then, otherwise)
    }

    private static let logicalLevels = [["||", "??"], ["&&"]]
    private static let binaryLevels = [
        ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func logical(_ level: Int) throws(MaestroScriptError) -> Parsed {
        guard level < Self.logicalLevels.count else { return try binary(0) }
        var left = try logical(level + 1)
        while let operation = Self.logicalLevels[level].first(where: { current == .punctuator($0) }) {
            position += 1
            let right = try logical(level + 1)
            left = try tree(.logical(operation, left.node, right.node), over: left, right)
        }
        return left
    }

    private mutating func binary(_ level: Int) throws(MaestroScriptError) -> Parsed {
        guard level < Self.binaryLevels.count else { return try unary() }
        var left = try binary(level + 1)
        while let operation = Self.binaryLevels[level].first(where: { current == .punctuator($0) }) {
            position += 1
            let right = try binary(level + 1)
            left = try tree(.binary(operation, left.node, right.node), over: left, right)
        }
        return left
    }

    private mutating func unary() throws(MaestroScriptError) -> Parsed {
        try enter()
        defer { depth -= 1 }
        for operation in ["!", "-", "+"] where take(operation) {
            let operand = try unary()
            return try tree(.unary(operation, operand.node), over: operand)
        }
        if isName("typeof") {
            position += 1
            let operand = try unary()
            return try tree(.unary("typeof", operand.node), over: operand)
        }
        if current == .punctuator("++") || current == .punctuator("--") {
            throw MaestroScriptError("'++' and '--' are outside the supported subset; write x = x + 1")
        }
        return try postfix()
    }

    private mutating func postfix() throws(MaestroScriptError) -> Parsed {
        var node = try primary()
        while true {
            if take(".") {
                guard case let .name(name) = current else { throw unexpected("a property name after '.'") }
                position += 1
                node = try tree(.member(node.node, .literal(.string(name))), over: node)
            } else if take("[") {
                let key = try expression()
                try expect("]")
                node = try tree(.member(node.node, key.node), over: node, key)
            } else if take("(") {
                let arguments = try arguments()
                node = try tree(.call(node.node, arguments.map(\.node)), over: [node] + arguments)
            } else if current == .punctuator("++") || current == .punctuator("--") {
                throw MaestroScriptError("'++' and '--' are outside the supported subset; write x = x + 1")
            } else {
                return node
            }
        }
    }

    private mutating func arguments() throws(MaestroScriptError) -> [Parsed] {
        var values: [Parsed] = []
        while !take(")") {
            values.append(try expression())
            if !take(",") {
                try expect(")")
                break
            }
        }
        return values
    }

    private mutating func primary() throws(MaestroScriptError) -> Parsed {
        let token = current
        position += 1
        switch token {
        case let .number(value): return Parsed(node: .literal(.number(value)), height: 1)
        case let .string(value): return Parsed(node: .literal(.string(value)), height: 1)
        case let .template(parts, sources):
            var expressions: [Parsed] = []
            for source in sources {
                lexingLeft -= source.utf8.count
                guard lexingLeft >= 0 else {
                    throw MaestroScriptError(
                        "the template literals nest too deep for their length (each level reads its '${...}' again); "
                            + "split the expression into variables")
                }
                var inner = MaestroScriptParser(tokens: try MaestroScriptLexer.tokens(source))
                inner.depth = depth
                inner.lexingLeft = lexingLeft
                expressions.append(try inner.expression())
                guard inner.current == .end else { throw inner.unexpected("the end of '${...}'") }
                lexingLeft = inner.lexingLeft
            }
            return try tree(.template(parts: parts, expressions: expressions.map(\.node)), over: expressions)
        case let .name(name):
            switch name {
            case "true": return Parsed(node: .literal(.bool(true)), height: 1)
            case "false": return Parsed(node: .literal(.bool(false)), height: 1)
            case "null": return Parsed(node: .literal(.null), height: 1)
            case "undefined": return Parsed(node: .literal(.undefined), height: 1)
            case "new":
                guard case let .name(type) = current else { throw unexpected("a type name after 'new'") }
                position += 1
                let values = take("(") ? try arguments() : []
                return try tree(.construct(type, values.map(\.node)), over: values)
            case "function", "class", "this", "await", "yield":
                throw MaestroScriptError("'\(name)' is outside the supported JavaScript subset")
            default: return Parsed(node: .variable(name), height: 1)
            }
        case .punctuator("("):
            let inner = try expression()
            try expect(")")
            return inner
        case .punctuator("["):
            var items: [Parsed] = []
            while !take("]") {
                items.append(try expression())
                if !take(",") {
                    try expect("]")
                    break
                }
            }
            return try tree(.arrayLiteral(items.map(\.node)), over: items)
        case .punctuator("{"):
            var properties: [(String, Parsed)] = []
            while !take("}") {
                let key: String
                switch current {
                case let .name(name), let .string(name): key = name
                case let .number(value): key = MaestroScriptValue.format(value)
                default: throw unexpected("a property name")
                }
                position += 1
                try expect(":")
                properties.append((key, try expression()))
                if !take(",") {
                    try expect("}")
                    break
                }
            }
            return try tree(.objectLiteral(properties.map { ($0.0, $0.1.node) }), over: properties.map(\.1))
        default:
            position -= 1
            throw unexpected("a value")
        }
    }

    // MARK: - Limits

    /// `node` over `children`, one level taller than the tallest of them.
    ///
    /// - Throws: `MaestroScriptError` when the tree grows past `maximumTreeHeight`.
    private func tree(_ node: MaestroScriptNode, over children: Parsed?...) throws(MaestroScriptError) -> Parsed {
        try tree(node, over: children.compactMap { $0 })
    }

    private func tree(_ node: MaestroScriptNode, over children: [Parsed]) throws(MaestroScriptError) -> Parsed {
        let height = 1 + (children.map(\.height).max() ?? 0)
        guard height <= Self.maximumTreeHeight else {
            throw MaestroScriptError(
                "the expression is more than \(Self.maximumTreeHeight) operations deep (each operator of a chain "
                    + "such as a + b + c is one); split it into variables")
        }
        return Parsed(node: node, height: height)
    }

    private mutating func enter() throws(MaestroScriptError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw MaestroScriptError("the expression is nested more than \(Self.maximumDepth) levels deep")
        }
    }

    // MARK: - Tokens

    private var current: MaestroScriptToken { position < tokens.count ? tokens[position] : .end }

    private func isName(_ word: String) -> Bool { current == .name(word) }

    private mutating func take(_ punctuator: String) -> Bool {
        guard current == .punctuator(punctuator) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ punctuator: String) throws(MaestroScriptError) {
        guard take(punctuator) else { throw unexpected("'\(punctuator)'") }
    }

    private func unexpected(_ expected: String) -> MaestroScriptError {
        let found: String =
            switch current {
            case .end: "the end"
            case let .number(value): "'\(MaestroScriptValue.format(value))'"
            case let .string(value): "the string '\(MaestroScriptError.quoting(value))'"
            case .template: "a template literal"
            case let .name(name): "'\(MaestroScriptError.quoting(name))'"
            case let .punctuator(text): "'\(text)'"
            }
        return MaestroScriptError("expected \(expected), found \(found)")
    }
}
