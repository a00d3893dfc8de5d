/// One word of an expression: a number, a string, a template, a name or a punctuator.
enum MaestroScriptToken: Equatable {
    case number(Double)
    case string(String)
    /// A template literal: its text parts and the `${...}` sources between them.
    case template(parts: [String], expressions: [String])
    case name(String)
    case punctuator(String)
    case end
}

/// Splits source text into tokens.
enum MaestroScriptLexer {
    /// Punctuators, longest first so `===` wins over `==`.
    private static let punctuators = [
        "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=", "++", "--",
        "+", "-", "*", "/", "%", "<", ">", "!", "?", ":", ".", ",", ";", "(", ")", "[", "]", "{", "}", "=",
    ].map(Array.init)

    static func tokens(_ source: String) throws(MaestroScriptError) -> [MaestroScriptToken] {
        let text = Array(source)
        var tokens: [MaestroScriptToken] = []
        var index = 0
        while index < text.count {
            let character = text[index]
            if character.isWhitespace {
                index += 1
            } else if character == "/", index + 1 < text.count, text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if character == "/", index + 1 < text.count, text[index + 1] == "*" {
                index += 2
                while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
                index += 2
            } else if character.isNumber {
                let start = index
                while index < text.count, text[index].isNumber || text[index] == "." { index += 1 }
                guard let value = Double(String(text[start..<index])) else {
                    throw MaestroScriptError(
                        "unexpected number '\(MaestroScriptError.quoting(String(text[start..<index])))'")
                }
                tokens.append(.number(value))
            } else if character == "\"" || character == "'" {
                tokens.append(.string(try quoted(text, &index)))
            } else if character == "`" {
                tokens.append(try template(text, &index))
            } else if character.isLetter || character == "_" || character == "$" {
                let start = index
                while index < text.count, text[index].isLetter || text[index].isNumber || "_$".contains(text[index]) {
                    index += 1
                }
                tokens.append(.name(String(text[start..<index])))
            } else if let punctuator = punctuators.first(where: { matches($0, text, at: index) }) {
                tokens.append(.punctuator(String(punctuator)))
                index += punctuator.count
            } else {
                throw MaestroScriptError("unexpected character '\(character)'")
            }
        }
        tokens.append(.end)
        return tokens
    }

    private static func matches(_ punctuator: [Character], _ text: [Character], at index: Int) -> Bool {
        index + punctuator.count <= text.count && Array(text[index..<index + punctuator.count]) == punctuator
    }

    private static func quoted(_ text: [Character], _ index: inout Int) throws(MaestroScriptError) -> String {
        let quote = text[index]
        index += 1
        var result = ""
        while index < text.count, text[index] != quote {
            if text[index] == "\\", index + 1 < text.count {
                index += 1
                result.append(escaped(text[index]))
            } else {
                result.append(text[index])
            }
            index += 1
        }
        guard index < text.count else { throw MaestroScriptError("a string is never closed (\(quote))") }
        index += 1
        return result
    }

    private static func escaped(_ character: Character) -> Character {
        switch character {
        case "n": "\n"
        case "t": "\t"
        case "r": "\r"
        default: character
        }
    }

    private static func template(_ text: [Character], _ index: inout Int) throws(MaestroScriptError)
        -> MaestroScriptToken
    {
        index += 1
        var parts: [String] = []
        var expressions: [String] = []
        var current = ""
        while index < text.count, text[index] != "`" {
            if text[index] == "\\", index + 1 < text.count {
                current.append(escaped(text[index + 1]))
                index += 2
            } else if text[index] == "$", index + 1 < text.count, text[index + 1] == "{" {
                index += 2
                var depth = 1
                var source = ""
                while index < text.count {
                    if text[index] == "{" { depth += 1 }
                    if text[index] == "}" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    source.append(text[index])
                    index += 1
                }
                guard index < text.count else {
                    throw MaestroScriptError("a '${' in a template literal is never closed")
                }
                index += 1
                parts.append(current)
                current = ""
                expressions.append(source)
            } else {
                current.append(text[index])
                index += 1
            }
        }
        guard index < text.count else { throw MaestroScriptError("a template literal is never closed (`)") }
        index += 1
        parts.append(current)
        return .template(parts: parts, expressions: expressions)
    }
}
