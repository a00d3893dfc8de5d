/// Parses the documented JavaScript subset: statements (`var`/`let`/`const`, `if`, `while`,
/// `return`, expressions) and expressions (literals, template literals, variables, member
/// access, calls, arithmetic, comparison, logical operators, the ternary and assignment).
/// Anything else is refused naming what was found.
struct FlowScriptParser {
    /// Deeper nesting than this is refused instead of recursing further.
    static let maximumDepth = 64

    private let tokens: [FlowScriptToken]
    private var position = 0
    private var depth = 0

    private init(tokens: [FlowScriptToken]) {
        self.tokens = tokens
    }

    /// The statements of `source`.
    static func program(_ source: String) throws(FlowScriptError) -> [FlowScriptNode] {
        var parser = FlowScriptParser(tokens: try FlowScriptLexer.tokens(source))
        var statements: [FlowScriptNode] = []
        while parser.current != .end {
            if parser.take(";") { continue }
            statements.append(try parser.statement())
        }
        return statements
    }

    // MARK: - Statements

    private mutating func statement() throws(FlowScriptError) -> FlowScriptNode {
        try enter()
        defer { depth -= 1 }
        if case let .name(word) = current {
            switch word {
            case "var", "let", "const":
                position += 1
                guard case let .name(name) = current else { throw unexpected("a variable name") }
                position += 1
                let value = take("=") ? try expression() : nil
                return .declare(name, value)
            case "if":
                position += 1
                try expect("(")
                let condition = try expression()
                try expect(")")
                let then = try statement()
                let otherwise = isName("else") ? try elseBranch() : nil
                return .ifStatement(condition, then, otherwise)
            case "while":
                position += 1
                try expect("(")
                let condition = try expression()
                try expect(")")
                return .whileLoop(condition, try statement())
            case "return":
                position += 1
                if current == .end || current == .punctuator(";") || current == .punctuator("}") {
                    return .returnStatement(nil)
                }
                return .returnStatement(try expression())
            case "function", "for", "do", "switch", "try", "class", "import", "async", "await":
                throw FlowScriptError("'\(word)' is outside the supported JavaScript subset")
            default:
                break
            }
        }
        if take("{") {
            var statements: [FlowScriptNode] = []
            while !take("}") {
                guard current != .end else { throw FlowScriptError("a '{' block is never closed") }
                if take(";") { continue }
                statements.append(try statement())
            }
            return .block(statements)
        }
        return try expression()
    }

    private mutating func elseBranch() throws(FlowScriptError) -> FlowScriptNode {
        position += 1
        return try statement()
    }

    // MARK: - Expressions

    private mutating func expression() throws(FlowScriptError) -> FlowScriptNode {
        try enter()
        defer { depth -= 1 }
        let target = try conditional()
        for operation in ["=", "+=", "-=", "*=", "/="] where take(operation) {
            switch target {
            case .variable, .member:
                return .assign(operation, target, try expression())
            default:
                throw FlowScriptError("cannot assign to this expression; assign to a variable or output.NAME")
            }
        }
        return target
    }

    private mutating func conditional() throws(FlowScriptError) -> FlowScriptNode {
        let condition = try logical(0)
        guard take("?") else { return condition }
        let then = try expression()
        try expect(":")
        return .conditional(condition, then, try expression())
    }

    private static let logicalLevels = [["||", "??"], ["&&"]]
    private static let binaryLevels = [
        ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func logical(_ level: Int) throws(FlowScriptError) -> FlowScriptNode {
        guard level < Self.logicalLevels.count else { return try binary(0) }
        var left = try logical(level + 1)
        while let operation = Self.logicalLevels[level].first(where: { current == .punctuator($0) }) {
            position += 1
            left = .logical(operation, left, try logical(level + 1))
        }
        return left
    }

    private mutating func binary(_ level: Int) throws(FlowScriptError) -> FlowScriptNode {
        guard level < Self.binaryLevels.count else { return try unary() }
        var left = try binary(level + 1)
        while let operation = Self.binaryLevels[level].first(where: { current == .punctuator($0) }) {
            position += 1
            left = .binary(operation, left, try binary(level + 1))
        }
        return left
    }

    private mutating func unary() throws(FlowScriptError) -> FlowScriptNode {
        try enter()
        defer { depth -= 1 }
        for operation in ["!", "-", "+"] where take(operation) {
            return .unary(operation, try unary())
        }
        if isName("typeof") {
            position += 1
            return .unary("typeof", try unary())
        }
        if current == .punctuator("++") || current == .punctuator("--") {
            throw FlowScriptError("'++' and '--' are outside the supported subset; write x = x + 1")
        }
        return try postfix()
    }

    private mutating func postfix() throws(FlowScriptError) -> FlowScriptNode {
        var node = try primary()
        while true {
            if take(".") {
                guard case let .name(name) = current else { throw unexpected("a property name after '.'") }
                position += 1
                node = .member(node, .literal(.string(name)))
            } else if take("[") {
                let key = try expression()
                try expect("]")
                node = .member(node, key)
            } else if take("(") {
                node = .call(node, try arguments())
            } else if current == .punctuator("++") || current == .punctuator("--") {
                throw FlowScriptError("'++' and '--' are outside the supported subset; write x = x + 1")
            } else {
                return node
            }
        }
    }

    private mutating func arguments() throws(FlowScriptError) -> [FlowScriptNode] {
        var values: [FlowScriptNode] = []
        while !take(")") {
            values.append(try expression())
            if !take(",") {
                try expect(")")
                break
            }
        }
        return values
    }

    private mutating func primary() throws(FlowScriptError) -> FlowScriptNode {
        let token = current
        position += 1
        switch token {
        case let .number(value): return .literal(.number(value))
        case let .string(value): return .literal(.string(value))
        case let .template(parts, sources):
            var expressions: [FlowScriptNode] = []
            for source in sources {
                var inner = FlowScriptParser(tokens: try FlowScriptLexer.tokens(source))
                inner.depth = depth
                expressions.append(try inner.expression())
                guard inner.current == .end else { throw inner.unexpected("the end of '${...}'") }
            }
            return .template(parts: parts, expressions: expressions)
        case let .name(name):
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            case "undefined": return .literal(.undefined)
            case "new":
                guard case let .name(type) = current else { throw unexpected("a type name after 'new'") }
                position += 1
                let values = take("(") ? try arguments() : []
                return .construct(type, values)
            case "function", "class", "this", "await", "yield":
                throw FlowScriptError("'\(name)' is outside the supported JavaScript subset")
            default: return .variable(name)
            }
        case .punctuator("("):
            let inner = try expression()
            try expect(")")
            return inner
        case .punctuator("["):
            var items: [FlowScriptNode] = []
            while !take("]") {
                items.append(try expression())
                if !take(",") {
                    try expect("]")
                    break
                }
            }
            return .arrayLiteral(items)
        case .punctuator("{"):
            var properties: [(String, FlowScriptNode)] = []
            while !take("}") {
                let key: String
                switch current {
                case let .name(name), let .string(name): key = name
                case let .number(value): key = FlowScriptValue.format(value)
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
            return .objectLiteral(properties)
        default:
            position -= 1
            throw unexpected("a value")
        }
    }

    // MARK: - Tokens

    private var current: FlowScriptToken { position < tokens.count ? tokens[position] : .end }

    private func isName(_ word: String) -> Bool { current == .name(word) }

    private mutating func take(_ punctuator: String) -> Bool {
        guard current == .punctuator(punctuator) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ punctuator: String) throws(FlowScriptError) {
        guard take(punctuator) else { throw unexpected("'\(punctuator)'") }
    }

    private mutating func enter() throws(FlowScriptError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw FlowScriptError("the expression is nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private func unexpected(_ expected: String) -> FlowScriptError {
        let found: String =
            switch current {
            case .end: "the end"
            case let .number(value): "'\(FlowScriptValue.format(value))'"
            case let .string(value): "the string '\(value.prefix(40))'"
            case .template: "a template literal"
            case let .name(name): "'\(name)'"
            case let .punctuator(text): "'\(text)'"
            }
        return FlowScriptError("expected \(expected), found \(found)")
    }
}
