import Foundation

/// Replaces each `${...}` of a command's text with the value of the expression inside, as
/// Maestro does: a variable (`${EMAIL}`), `output.*`, or any expression of the subset.
@MainActor
enum MaestroExpressions {
    /// Whether `text` holds `${`, where an expression starts: the one test the decoders, the
    /// load-time check and every step make. It reads bytes, since Foundation's `contains` of a
    /// string costs a step a few microseconds.
    nonisolated static func holdsExpression(_ text: String) -> Bool {
        var afterDollar = false
        for byte in text.utf8 {
            if afterDollar, byte == UInt8(ascii: "{") { return true }
            afterDollar = byte == UInt8(ascii: "$")
        }
        return false
    }

    /// `text` with every `${...}` evaluated.
    ///
    /// - Throws: `FlowFileStepFailure` naming the variable or the construct that failed.
    static func substitute(
        _ text: String,
        env: [String: String],
        interpreter: MaestroScriptInterpreter
    ) throws(FlowFileStepFailure) -> String {
        guard holdsExpression(text) else { return text }
        var result = ""
        var characters = Array(text)[...]
        while let start = firstOpening(in: characters) {
            result += String(characters[characters.startIndex..<start])
            var depth = 0
            var end = start + 1
            while end < characters.endIndex {
                if characters[end] == "{" { depth += 1 }
                if characters[end] == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                end += 1
            }
            guard end < characters.endIndex else {
                result += String(characters[start...])
                return result
            }
            let source = String(characters[(start + 2)..<end])
            result += try value(of: source, env: env, interpreter: interpreter)
            characters = characters[(end + 1)...]
        }
        return result + String(characters)
    }

    /// Whether a condition's text holds: `${...}` evaluated, then anything but an empty
    /// string, `false`, `0`, `null` and `undefined` counts as true.
    static func holds(_ text: String, env: [String: String], interpreter: MaestroScriptInterpreter)
        throws(FlowFileStepFailure) -> Bool
    {
        let value = try substitute(text, env: env, interpreter: interpreter).trimmingCharacters(in: .whitespaces)
        return !["", "false", "0", "null", "undefined", "NaN"].contains(value)
    }

    private static func value(of source: String, env: [String: String], interpreter: MaestroScriptInterpreter)
        throws(FlowFileStepFailure) -> String
    {
        let name = source.trimmingCharacters(in: .whitespaces)
        if let value = env[name] { return value }
        do {
            return try interpreter.evaluate(source, variables: env).text
        } catch {
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                throw FlowFileStepFailure(
                    message:
                        "Unknown variable ${\(name)}: set it under env in the config block, in runFlow or with -e \(name)=VALUE"
                )
            }
            throw FlowFileStepFailure(message: "Cannot evaluate ${\(source)}: \(error.message)")
        }
    }

    private static func firstOpening(in characters: ArraySlice<Character>) -> Int? {
        var index = characters.startIndex
        while index + 1 < characters.endIndex {
            if characters[index] == "$", characters[index + 1] == "{" { return index }
            index += 1
        }
        return nil
    }
}
