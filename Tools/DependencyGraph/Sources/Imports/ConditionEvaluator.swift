/// Evaluates the condition of an `#if` or `#elseif` line.
///
/// Anything it cannot make sense of counts as false, so an unknown branch never hides an
/// import from the lint by accident: the `#else` side is read instead.
struct ConditionEvaluator {
    let conditions: CompilationConditions
    private var tokens: [String] = []
    private var position = 0

    init(conditions: CompilationConditions) {
        self.conditions = conditions
    }

    mutating func evaluate(_ text: String) -> Bool {
        tokens = Self.tokenize(text)
        position = 0
        let value = parseOr()
        return position == tokens.count ? value : false
    }

    private static func tokenize(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(text)
        var index = 0
        func flush() {
            if !current.isEmpty { result.append(current) }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else if (character == "&" && next == "&") || (character == "|" && next == "|")
                || (character == ">" && next == "=") || (character == "<" && next == "=")
            {
                flush()
                result.append(String([character, next]))
                index += 1
            } else if "()!,<>:".contains(character) {
                flush()
                result.append(String(character))
            } else {
                flush()
            }
            index += 1
        }
        flush()
        return result
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func parseOr() -> Bool {
        var value = parseAnd()
        while peek == "||" {
            position += 1
            let right = parseAnd()
            value = value || right
        }
        return value
    }

    private mutating func parseAnd() -> Bool {
        var value = parseUnary()
        while peek == "&&" {
            position += 1
            let right = parseUnary()
            value = value && right
        }
        return value
    }

    private mutating func parseUnary() -> Bool {
        if peek == "!" {
            position += 1
            return !parseUnary()
        }
        if peek == "(" {
            position += 1
            let value = parseOr()
            if peek == ")" { position += 1 }
            return value
        }
        guard let name = peek else { return false }
        position += 1
        guard peek == "(" else { return atom(name) }
        position += 1
        var arguments: [String] = []
        while let token = peek, token != ")" {
            arguments.append(token)
            position += 1
        }
        if peek == ")" { position += 1 }
        return call(name, arguments)
    }

    private func atom(_ name: String) -> Bool {
        switch name {
        case "true": return true
        case "false": return false
        default: return conditions.flags.contains(name)
        }
    }

    private func call(_ name: String, _ arguments: [String]) -> Bool {
        let first = arguments.first ?? ""
        switch name {
        case "os": return first == conditions.operatingSystem
        case "arch": return first == conditions.architecture
        case "canImport": return conditions.importableModules.contains(first)
        // The toolchain that builds this package is Swift 6, so version checks are answered for it.
        case "swift", "compiler": return Self.versionHolds(arguments, current: [6, 2])
        case "hasFeature", "hasAttribute": return true
        default: return false
        }
    }

    private static func versionHolds(_ arguments: [String], current: [Int]) -> Bool {
        guard arguments.count == 2 else { return false }
        let wanted = arguments[1].split(separator: ".").compactMap { Int($0) }
        let isAtLeast = !current.lexicographicallyPrecedes(wanted)
        switch arguments[0] {
        case ">=": return isAtLeast
        case "<": return !isAtLeast
        default: return false
        }
    }
}
