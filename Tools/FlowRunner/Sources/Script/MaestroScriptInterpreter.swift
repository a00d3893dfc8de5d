import Foundation

/// Evaluates the expression subset for `${...}`, `evalScript`, `assertTrue`, conditions and
/// `runScript` files. Globals are the flow's variables (as strings), `output` (shared by every
/// step of a flow), `maestro` (`copiedText`, `platform`), `console.log`, `parseInt`,
/// `parseFloat`, `String`, `Number`, `Boolean`, `Math`, `Date.now()` and `new Date()` (the
/// time in milliseconds). Every evaluation has a step budget, a string size limit and a
/// memory budget, and the parser bounds how deep it recurses, so an endless loop, a runaway
/// string, a hoard of values or a deep expression is an error, never a hang or a crash.
@MainActor
public final class MaestroScriptInterpreter {
    /// Evaluation steps one call may take.
    public nonisolated static let stepBudget = 100_000
    /// The longest string a script may build.
    public nonisolated static let maximumStringLength = 1_000_000
    /// The bytes of strings, arrays and objects a script may hold at once, unless the
    /// interpreter is made with another budget: 64 MiB.
    public nonisolated static let defaultMemoryBudget = 64 * 1_048_576

    /// What the flow's scripts share between steps.
    public let output = MaestroScriptObject()
    /// `maestro.copiedText` and friends.
    let maestro = MaestroScriptObject(["platform": .string("ios")])
    /// Lines the latest evaluation wrote with `console.log`, newest last.
    public private(set) var logged: [String] = []

    /// The steps the latest evaluation took, up to its end or to the limit that stopped it: the
    /// measure of its work.
    private(set) var steps = 0
    private var scopes: [[String: MaestroScriptValue]] = []
    private var returned: MaestroScriptValue?
    private var memory: MaestroScriptMemory
    /// Values an expression holds while it evaluates another part: reachable, so counted.
    private var held: [MaestroScriptValue] = []

    /// Creates an interpreter with an empty `output`.
    ///
    /// - Parameter memoryBudget: The bytes of strings, arrays and objects a script may hold at
    ///   once, `output` included.
    public init(memoryBudget: Int = MaestroScriptInterpreter.defaultMemoryBudget) {
        memory = MaestroScriptMemory(budget: memoryBudget)
    }

    /// The copied text `copyTextFrom` stores and `pasteText` types.
    public var copiedText: String? {
        get {
            if case let .string(text)? = maestro.properties["copiedText"] { return text }
            return nil
        }
        set { maestro.properties["copiedText"] = newValue.map { .string($0) } ?? .undefined }
    }

    /// Evaluates `source` (statements or one expression) with `variables` as globals and
    /// returns the last value (or what `return` gave).
    ///
    /// - Throws: `MaestroScriptError` naming the construct or limit.
    public func evaluate(_ source: String, variables: [String: String]) throws(MaestroScriptError) -> MaestroScriptValue
    {
        let program = try MaestroScriptParser.program(source)
        steps = 0
        returned = nil
        logged = []
        held = []
        scopes = [variables.mapValues { .string($0) }]
        var last = MaestroScriptValue.undefined
        for statement in program {
            last = try execute(statement)
            if let returned { return returned }
        }
        return last
    }

    // MARK: - Statements

    private func execute(_ node: MaestroScriptNode) throws(MaestroScriptError) -> MaestroScriptValue {
        try spend()
        switch node {
        case let .declare(name, value):
            scopes[scopes.count - 1][name] = try value.map(evaluate) ?? .undefined
            try charge(MaestroScriptMemory.slotSize + MaestroScriptMemory.size(ofString: name))
            return .undefined
        case let .block(statements):
            var last = MaestroScriptValue.undefined
            for statement in statements {
                last = try execute(statement)
                if returned != nil { break }
            }
            return last
        case let .ifStatement(condition, then, otherwise):
            if try evaluate(condition).isTruthy { return try execute(then) }
            return try otherwise.map(execute) ?? .undefined
        case let .whileLoop(condition, body):
            while try evaluate(condition).isTruthy {
                _ = try execute(body)
                if returned != nil { break }
            }
            return .undefined
        case let .returnStatement(value):
            returned = try value.map(evaluate) ?? .undefined
            return returned ?? .undefined
        default:
            return try evaluate(node)
        }
    }

    // MARK: - Expressions

    private func evaluate(_ node: MaestroScriptNode) throws(MaestroScriptError) -> MaestroScriptValue {
        try spend()
        switch node {
        case let .literal(value):
            return value
        case let .template(parts, expressions):
            var text = parts[0]
            for (index, expression) in expressions.enumerated() {
                let value = try holding(.string(text)) { () throws(MaestroScriptError) in try evaluate(expression) }
                text += try MaestroScriptPrinter.text(of: value, style: .string) + parts[index + 1]
                try check(text)
            }
            return try made(.string(text))
        case let .variable(name):
            return try lookup(name)
        case let .member(object, key):
            let value = try evaluate(object)
            let name = try holding(value) { () throws(MaestroScriptError) in try keyText(of: try evaluate(key)) }
            return try property(of: value, named: name)
        case let .call(callee, arguments):
            let values = MaestroScriptArray([])
            try holding(.array(values)) { () throws(MaestroScriptError) in
                for argument in arguments { values.items.append(try evaluate(argument)) }
            }
            return try made(try call(callee, values.items))
        case let .construct(type, _):
            guard type == "Date" else {
                throw MaestroScriptError("'new \(MaestroScriptError.quoting(type))' is outside the supported subset")
            }
            return .number((Date().timeIntervalSince1970 * 1000).rounded())
        case let .unary(operation, operand):
            let value = operation == "typeof" ? try evaluateMaybeUndeclared(operand) : try evaluate(operand)
            switch operation {
            case "!": return .bool(!value.isTruthy)
            case "-": return .number(-value.number)
            case "+": return .number(value.number)
            default: return .string(Self.typeName(value))
            }
        case let .binary(operation, left, right):
            let leftValue = try evaluate(left)
            let rightValue = try holding(leftValue) { () throws(MaestroScriptError) in try evaluate(right) }
            return try made(try MaestroScriptOperators.binary(operation, leftValue, rightValue))
        case let .logical(operation, left, right):
            let value = operation == "&&" ? try evaluate(left) : try evaluateMaybeUndeclared(left)
            switch operation {
            case "&&": return value.isTruthy ? try evaluate(right) : value
            case "??": return value.isNullish ? try evaluate(right) : value
            default: return value.isTruthy ? value : try evaluate(right)
            }
        case let .conditional(condition, then, otherwise):
            return try evaluate(condition).isTruthy ? try evaluate(then) : try evaluate(otherwise)
        case let .assign(operation, target, value):
            var result = try evaluate(value)
            if operation != "=" {
                let current = try holding(result) { () throws(MaestroScriptError) in try evaluate(target) }
                result = try made(try MaestroScriptOperators.binary(String(operation.dropLast()), current, result))
            }
            try holding(result) { () throws(MaestroScriptError) in try assign(result, to: target) }
            return result
        case let .arrayLiteral(items):
            let array = MaestroScriptArray([])
            try holding(.array(array)) { () throws(MaestroScriptError) in
                for item in items {
                    array.items.append(try evaluate(item))
                    try charge(MaestroScriptMemory.slotSize)
                }
            }
            return try made(.array(array))
        case let .objectLiteral(properties):
            let object = MaestroScriptObject()
            try holding(.object(object)) { () throws(MaestroScriptError) in
                for (key, value) in properties {
                    object.properties[key] = try evaluate(value)
                    try charge(MaestroScriptMemory.slotSize + MaestroScriptMemory.size(ofString: key))
                }
            }
            return try made(.object(object))
        case .declare, .block, .ifStatement, .whileLoop, .returnStatement:
            return try execute(node)
        }
    }

    /// `node`, where a name nothing declared reads as `undefined` instead of failing: for
    /// `typeof NAME` as in JavaScript, and for the defaults idiom `NAME || 'fallback'` (and
    /// `??`) that Maestro's flows use for a parameter that may not be given.
    private func evaluateMaybeUndeclared(_ node: MaestroScriptNode) throws(MaestroScriptError) -> MaestroScriptValue {
        // `lookup` fails only for a name nothing declared.
        if case let .variable(name) = node { return (try? lookup(name)) ?? .undefined }
        return try evaluate(node)
    }

    private func lookup(_ name: String) throws(MaestroScriptError) -> MaestroScriptValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        switch name {
        case "output": return .object(output)
        case "maestro": return .object(maestro)
        case "Math", "console", "Date", "JSON": return .string("[builtin \(name)]")
        default: throw MaestroScriptError("\(MaestroScriptError.quoting(name)) is not defined")
        }
    }

    private func property(of value: MaestroScriptValue, named key: String) throws(MaestroScriptError)
        -> MaestroScriptValue
    {
        switch value {
        case let .object(object):
            return object.properties[key] ?? .undefined
        case let .array(array):
            if key == "length" { return .number(Double(array.items.count)) }
            guard let index = Int(key), array.items.indices.contains(index) else { return .undefined }
            return array.items[index]
        case let .string(text):
            if key == "length" { return .number(Double(text.count)) }
            if key.hasPrefix("[builtin") { return .undefined }
            if text.hasPrefix("[builtin ") { return .string("[builtin \(text.dropFirst(9).dropLast()).\(key)]") }
            return .undefined
        case .undefined, .null:
            throw MaestroScriptError("cannot read property '\(MaestroScriptError.quoting(key))' of \(value.text)")
        default:
            return .undefined
        }
    }

    private func assign(_ value: MaestroScriptValue, to target: MaestroScriptNode) throws(MaestroScriptError) {
        switch target {
        case let .variable(name):
            if let index = scopes.lastIndex(where: { $0[name] != nil }) {
                scopes[index][name] = value
            } else {
                scopes[scopes.count - 1][name] = value
                try charge(MaestroScriptMemory.slotSize + MaestroScriptMemory.size(ofString: name))
            }
        case let .member(objectNode, keyNode):
            let object = try evaluate(objectNode)
            let key = try holding(object) { () throws(MaestroScriptError) in try keyText(of: try evaluate(keyNode)) }
            try charge(MaestroScriptMemory.slotSize + MaestroScriptMemory.size(ofString: key))
            switch object {
            case let .object(object):
                object.properties[key] = value
            case let .array(array):
                guard let index = Int(key), index >= 0, index <= array.items.count, index < 100_000 else {
                    throw MaestroScriptError("array index '\(MaestroScriptError.quoting(key))' is out of range")
                }
                if index == array.items.count { array.items.append(value) } else { array.items[index] = value }
            default:
                throw MaestroScriptError(
                    "cannot set property '\(MaestroScriptError.quoting(key))' of \(MaestroScriptError.kind(of: object))"
                )
            }
        default:
            throw MaestroScriptError("cannot assign to this expression")
        }
    }

    private func call(_ callee: MaestroScriptNode, _ arguments: [MaestroScriptValue]) throws(MaestroScriptError)
        -> MaestroScriptValue
    {
        let name: String
        switch callee {
        case let .variable(variable): name = variable
        case let .member(.variable(object), .literal(.string(method))): name = "\(object).\(method)"
        default: throw MaestroScriptError("only built-in functions can be called in the supported subset")
        }
        var lines: [String] = []
        let value = try MaestroScriptBuiltins.call(name, arguments, log: { lines.append($0) })
        for line in lines {
            logged.append(line)
            try charge(MaestroScriptMemory.slotSize + MaestroScriptMemory.size(ofString: line))
        }
        if let value { return value }
        throw MaestroScriptError("\(MaestroScriptError.quoting(name))() is not a supported function")
    }

    // MARK: - Limits

    private func spend() throws(MaestroScriptError) {
        steps += 1
        guard steps <= Self.stepBudget else {
            throw MaestroScriptError("the script ran more than \(Self.stepBudget) steps (an endless loop?)")
        }
    }

    private func check(_ text: String) throws(MaestroScriptError) {
        try MaestroScriptOperators.checkLength(text)
    }

    /// A value used as a property name or index, as JavaScript turns it into text.
    private func keyText(of value: MaestroScriptValue) throws(MaestroScriptError) -> String {
        try MaestroScriptPrinter.text(of: value, style: .string)
    }

    /// `value`, just made by the script, counted against its memory budget.
    private func made(_ value: MaestroScriptValue) throws(MaestroScriptError) -> MaestroScriptValue {
        switch value {
        case let .string(text): try charge(MaestroScriptMemory.size(ofString: text))
        case .array, .object: try charge(MaestroScriptMemory.containerSize)
        case .undefined, .null, .bool, .number: break
        }
        return value
    }

    private func charge(_ bytes: Int) throws(MaestroScriptError) {
        guard bytes > 0 else { return }
        try memory.charge(bytes) { reachable }
    }

    /// Every value the script can reach: its variables, what the flow shares, what the
    /// expressions under way hold, and what it logged.
    private var reachable: [MaestroScriptValue] {
        var values = held + [.object(output), .object(maestro)] + logged.map { .string($0) }
        for scope in scopes { values += scope.values }
        if let returned { values.append(returned) }
        return values
    }

    /// Runs `body` with `value` held, so that measuring the memory counts it.
    private func holding<Result>(_ value: MaestroScriptValue, _ body: () throws(MaestroScriptError) -> Result)
        throws(MaestroScriptError) -> Result
    {
        held.append(value)
        defer { held.removeLast() }
        return try body()
    }

    private static func typeName(_ value: MaestroScriptValue) -> String {
        switch value {
        case .undefined: "undefined"
        case .null, .array, .object: "object"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        }
    }
}
