/// Splits Swift source into the few tokens the import reader needs, skipping comments, string
/// literals (single-line, multi-line and raw, with interpolations) and inactive `#if` branches.
struct SourceLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var evaluator: ConditionEvaluator
    private var branches: [Branch] = []
    private(set) var tokens: [SourceToken] = []

    /// One open `#if`: whether its enclosing code is active, and whether a branch was already taken.
    private struct Branch {
        let enclosingActive: Bool
        var taken: Bool
        var active: Bool
    }

    init(source: String, conditions: CompilationConditions) {
        bytes = Array(source.utf8)
        evaluator = ConditionEvaluator(conditions: conditions)
    }

    private var isActive: Bool { branches.last?.active ?? true }

    private func byte(at offset: Int) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    mutating func run() -> [SourceToken] {
        while index < bytes.count {
            lexOne()
        }
        return tokens
    }

    /// Lexes one token or skips one comment, string or directive.
    private mutating func lexOne() {
        let current = bytes[index]
        switch current {
        case UInt8(ascii: "\n"):
            emit(.newline, "")
            line += 1
            index += 1
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
        case UInt8(ascii: "#"):
            lexHash()
        case UInt8(ascii: "@"):
            index += 1
            let name = readWord()
            emit(.attribute, name)
        case UInt8(ascii: "`"):
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n"),
                bytes[index] != UInt8(ascii: "\r")
            {
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "`"), index > start + 1 {
                index += 1
                emit(.word, String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                // Empty or unclosed on its line, it names nothing, and must not swallow the line
                // break that ends the statement: lexing goes on right after the backtick.
                index = start + 1
                emit(.punctuation, "`")
            }
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "{"),
            UInt8(ascii: "}"):
            emit(.punctuation, String(UnicodeScalar(current)))
            index += 1
        default:
            if Self.isWordByte(current) {
                emit(.word, readWord())
            } else {
                index += 1
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private mutating func readWord() -> String {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func emit(_ kind: SourceToken.Kind, _ text: String) {
        guard isActive else { return }
        tokens.append(SourceToken(kind: kind, text: text, line: line))
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// `#` starts a raw string, a compiler directive, or an expression such as `#selector`.
    private mutating func lexHash() {
        var hashes = 0
        while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(at: hashes) == UInt8(ascii: "\"") {
            index += hashes
            skipString(hashes: hashes)
            return
        }
        index += 1
        let word = readWord()
        switch word {
        case "if", "elseif", "else", "endif": applyDirective(word, condition: readDirectiveCondition())
        default: break
        }
    }

    private mutating func readDirectiveCondition() -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/")
                && (byte(at: 1) == UInt8(ascii: "/") || byte(at: 1) == UInt8(ascii: "*"))
            {
                break
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func applyDirective(_ directive: String, condition: String) {
        switch directive {
        case "if":
            let enclosing = isActive
            let holds = enclosing && evaluator.evaluate(condition)
            branches.append(Branch(enclosingActive: enclosing, taken: holds, active: holds))
        case "elseif":
            guard var branch = branches.popLast() else { return }
            let holds = branch.enclosingActive && !branch.taken && evaluator.evaluate(condition)
            branch.active = holds
            branch.taken = branch.taken || holds
            branches.append(branch)
        case "else":
            guard var branch = branches.popLast() else { return }
            branch.active = branch.enclosingActive && !branch.taken
            branch.taken = true
            branches.append(branch)
        default:
            _ = branches.popLast()
        }
    }

    /// Skips a string literal whose opening `"` is at `index`, `hashes` being its raw-string `#` count.
    private mutating func skipString(hashes: Int) {
        let isMultiline = byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && hashesFollow(at: 1, count: hashes) {
                index += 1 + hashes
                if byte(at: 0) == UInt8(ascii: "(") {
                    index += 1
                    skipInterpolation()
                } else {
                    if byte(at: 0) == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                let closes = (0..<quotes).allSatisfy { byte(at: $0) == UInt8(ascii: "\"") }
                if closes && hashesFollow(at: quotes, count: hashes) {
                    index += quotes + hashes
                    return
                }
            }
            if current == UInt8(ascii: "\n") {
                // A single-line string cannot span lines; stop so a typo cannot swallow the file,
                // and leave the line break to the caller, which counts it.
                if !isMultiline { return }
                line += 1
            }
            index += 1
        }
    }

    private func hashesFollow(at offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// Skips the expression inside `\( ... )`, which may itself hold strings, comments and parentheses.
    private mutating func skipInterpolation() {
        let savedTokens = tokens.count
        var depth = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                index += 1
                if depth == 0 { break }
            } else {
                lexOne()
            }
        }
        tokens.removeSubrange(savedTokens...)
    }
}
