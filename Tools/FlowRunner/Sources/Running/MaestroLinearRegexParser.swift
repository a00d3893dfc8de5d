/// Reads a regular expression, already known to be valid Swift `Regex` syntax, into a
/// `MaestroLinearRegex`, or says which construct it uses that needs backtracking (or that this
/// reader does not know), so the caller can refuse the pattern instead of risking a hang.
struct MaestroLinearRegexParser {
    /// Why a pattern cannot be matched in linear time.
    struct Unsupported: Error {
        /// The construct, in words: "a backreference (\1)".
        let construct: String
    }

    /// The most instructions a pattern may compile to; `{m,n}` copies its operand.
    static let maximumInstructions = 10_000
    /// Groups nested deeper than this are refused instead of read by recursion.
    static let maximumGroupDepth = 64

    private indirect enum Node {
        case character(MaestroRegexCharacterTest)
        case sequence([Node])
        case alternation([Node])
        case repetition(Node, minimum: Int, maximum: Int?)
        case atStart
        case atEnd
    }

    private let pattern: [Character]
    private var position = 0
    private var groupDepth = 0

    private init(_ pattern: String) {
        self.pattern = Array(pattern)
    }

    /// The linear-time form of `pattern`.
    ///
    /// - Throws: `Unsupported` naming the first construct that needs backtracking or that this
    ///   reader does not know.
    static func parse(_ pattern: String) throws(Unsupported) -> MaestroLinearRegex {
        var parser = MaestroLinearRegexParser(pattern)
        let node = try parser.alternation()
        guard parser.position == parser.pattern.count else { throw Unsupported(construct: "an unmatched ')'") }
        var instructions: [MaestroLinearRegex.Instruction] = []
        try compile(node, into: &instructions)
        instructions.append(.match)
        return MaestroLinearRegex(instructions: instructions)
    }

    // MARK: - Reading

    private mutating func alternation() throws(Unsupported) -> Node {
        var branches = [try sequence()]
        while take("|") { branches.append(try sequence()) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(Unsupported) -> Node {
        var items: [Node] = []
        while let character = current, character != "|", character != ")" {
            items.append(try quantified(try atom()))
        }
        return .sequence(items)
    }

    private mutating func quantified(_ node: Node) throws(Unsupported) -> Node {
        let bounds: (Int, Int?)
        if take("*") {
            bounds = (0, nil)
        } else if take("+") {
            bounds = (1, nil)
        } else if take("?") {
            bounds = (0, 1)
        } else if let counted = try countedBounds() {
            bounds = counted
        } else {
            return node
        }
        // Lazy or greedy match the same whole texts; possessive ones do not.
        if take("+") { throw Unsupported(construct: "a possessive quantifier") }
        _ = take("?")
        if let next = current, "*+?".contains(next) || countedBoundsAhead() {
            throw Unsupported(construct: "a quantifier after a quantifier")
        }
        switch node {
        case .atStart, .atEnd: throw Unsupported(construct: "a quantified anchor")
        default: return .repetition(node, minimum: bounds.0, maximum: bounds.1)
        }
    }

    /// `{m}`, `{m,}`, `{m,n}` or `{,n}` at the current place, taken; nil when the brace starts
    /// a literal text instead.
    private mutating func countedBounds() throws(Unsupported) -> (Int, Int?)? {
        guard current == "{", let close = pattern[position...].firstIndex(of: "}") else { return nil }
        let inside = String(pattern[(position + 1)..<close])
        let parts = inside.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        let isCount = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard !inside.isEmpty, parts.allSatisfy(isCount), parts.contains(where: { !$0.isEmpty }) else {
            // Swift reads some other braces (with spaces, say) as counts too: refuse those rather
            // than guess.
            if inside.allSatisfy({ $0 == " " || $0 == "," || ($0.isASCII && $0.isNumber) }), !inside.isEmpty {
                throw Unsupported(construct: "a count written as '{\(inside)}'")
            }
            return nil
        }
        guard let minimum = parts[0].isEmpty ? 0 : Int(parts[0]) else {
            throw Unsupported(construct: "a count too large")
        }
        var maximum: Int? = minimum
        if parts.count == 2 {
            guard parts[1].isEmpty || Int(parts[1]) != nil else { throw Unsupported(construct: "a count too large") }
            maximum = parts[1].isEmpty ? nil : Int(parts[1])
        }
        position = close + 1
        return (minimum, maximum)
    }

    private func countedBoundsAhead() -> Bool {
        var copy = self
        return (try? copy.countedBounds()) != nil
    }

    private mutating func atom() throws(Unsupported) -> Node {
        guard let character = current else { throw Unsupported(construct: "an empty atom") }
        if character.unicodeScalars.count > 1, let first = character.unicodeScalars.first, first.isASCII,
            "\\^$.|?*+()[]{}".unicodeScalars.contains(first)
        {
            throw Unsupported(construct: "a combining mark after '\(first)'")
        }
        position += 1
        switch character {
        case "(": return try group()
        case "[": return .character(try test(for: "[" + (try classBody())))
        case ".": return .character(try test(for: "."))
        case "\\": return try escape()
        case "^": return .atStart
        case "$": return .atEnd
        case "*", "+", "?": throw Unsupported(construct: "a quantifier with nothing before it")
        default: return .character(MaestroRegexCharacterTest(literal: character))
        }
    }

    private mutating func group() throws(Unsupported) -> Node {
        if take("?") {
            if take("P") {
                guard take("<") else { throw Unsupported(construct: "a backreference or call ((?P...))") }
            }
            if take(":") {
            } else if take("<") {
                guard let next = current, next != "=", next != "!" else { throw Unsupported(construct: "lookbehind") }
                try skipName(until: ">")
            } else if take("'") {
                try skipName(until: "'")
            } else {
                throw Unsupported(construct: Self.describeGroup(after: current))
            }
        }
        guard groupDepth < Self.maximumGroupDepth else {
            throw Unsupported(construct: "groups nested more than \(Self.maximumGroupDepth) deep")
        }
        groupDepth += 1
        let inner = try alternation()
        groupDepth -= 1
        guard take(")") else { throw Unsupported(construct: "an unclosed group") }
        return inner
    }

    private static func describeGroup(after character: Character?) -> String {
        switch character {
        case "=", "!": "lookahead"
        case ">": "an atomic group"
        case "#": "a comment group"
        case "(": "a conditional"
        default: "inline options or a special group"
        }
    }

    private mutating func skipName(until terminator: Character) throws(Unsupported) {
        while let character = current, character != terminator {
            guard character.isLetter || character.isNumber || character == "_" else {
                throw Unsupported(construct: "a group name with '\(character)'")
            }
            position += 1
        }
        guard take(terminator) else { throw Unsupported(construct: "an unclosed group name") }
    }

    /// The rest of a `[...]` class after its `[`, closing bracket included, nested classes
    /// (`[[:alpha:]]`, `[a-z&&[^aeiou]]`) and escapes kept as written.
    private mutating func classBody() throws(Unsupported) -> String {
        var body = ""
        var depth = 1
        if current == "^" { body.append(next()) }
        if current == "]" { throw Unsupported(construct: "a class that starts with ']'") }
        while let character = current {
            body.append(next())
            switch character {
            case "\\":
                guard current != nil else { throw Unsupported(construct: "an unclosed class") }
                body.append(next())
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return body }
            default: break
            }
        }
        throw Unsupported(construct: "an unclosed class")
    }

    private mutating func escape() throws(Unsupported) -> Node {
        guard let letter = current else { throw Unsupported(construct: "a trailing backslash") }
        position += 1
        if letter.isASCII, !letter.isLetter, !letter.isNumber {
            return .character(MaestroRegexCharacterTest(literal: letter))
        }
        switch letter {
        case "d", "D", "w", "W", "s", "S", "h", "H", "v", "V", "R", "X", "n", "t", "r", "f", "e", "a":
            return .character(try test(for: "\\" + String(letter)))
        case "p", "P", "x", "u", "N", "o":
            var source = "\\" + String(letter)
            if current == "{" {
                while let character = current {
                    source.append(next())
                    if character == "}" { break }
                }
            } else {
                let digits = letter == "x" ? 2 : letter == "u" ? 4 : 0
                for _ in 0..<digits {
                    guard let character = current, character.isHexDigit else { break }
                    source.append(next())
                }
            }
            return .character(try test(for: source))
        case "b", "B", "y", "Y": throw Unsupported(construct: "a word boundary (\\\(letter))")
        case "A", "z", "Z", "G", "K": throw Unsupported(construct: "the anchor \\\(letter)")
        case "k", "g": throw Unsupported(construct: "a backreference (\\\(letter))")
        case "Q", "E": throw Unsupported(construct: "quoting (\\Q...\\E)")
        default:
            if letter.isNumber { throw Unsupported(construct: "a backreference or octal escape (\\\(letter))") }
            throw Unsupported(construct: "the escape \\\(letter)")
        }
    }

    private func test(for source: String) throws(Unsupported) -> MaestroRegexCharacterTest {
        guard let test = MaestroRegexCharacterTest(regex: source) else {
            throw Unsupported(construct: "'\(source)' on its own")
        }
        return test
    }

    private var current: Character? { position < pattern.count ? pattern[position] : nil }

    private mutating func next() -> Character {
        defer { position += 1 }
        return pattern[position]
    }

    private mutating func take(_ character: Character) -> Bool {
        guard current == character else { return false }
        position += 1
        return true
    }

    // MARK: - Compiling

    private static func compile(_ node: Node, into code: inout [MaestroLinearRegex.Instruction])
        throws(Unsupported)
    {
        guard code.count <= maximumInstructions else {
            throw Unsupported(construct: "more than \(maximumInstructions) steps once its counts are written out")
        }
        switch node {
        case let .character(test):
            code.append(.character(test))
        case let .sequence(items):
            for item in items { try compile(item, into: &code) }
        case .atStart:
            code.append(.atStart)
        case .atEnd:
            code.append(.atEnd)
        case let .alternation(branches):
            // split(first, rest) ... first ... jump(end) ...
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = code.count
                    code.append(.split(split + 1, 0))
                    try compile(branch, into: &code)
                    jumps.append(code.count)
                    code.append(.jump(0))
                    code[split] = .split(split + 1, code.count)
                } else {
                    try compile(branch, into: &code)
                }
            }
            for jump in jumps { code[jump] = .jump(code.count) }
        case let .repetition(inner, minimum, maximum):
            for _ in 0..<minimum { try compile(inner, into: &code) }
            if let maximum {
                guard maximum >= minimum else {
                    throw Unsupported(construct: "a count whose maximum is below its minimum")
                }
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(code.count)
                    code.append(.split(code.count + 1, 0))
                    try compile(inner, into: &code)
                }
                for split in splits { code[split] = .split(split + 1, code.count) }
            } else {
                let loop = code.count
                code.append(.split(loop + 1, 0))
                try compile(inner, into: &code)
                code.append(.jump(loop))
                code[loop] = .split(loop + 1, code.count)
            }
        }
    }
}
