import Foundation

/// The functions scripts may call.
enum FlowScriptBuiltins {
    static func call(_ name: String, _ arguments: [FlowScriptValue], log: (String) -> Void) throws(FlowScriptError)
        -> FlowScriptValue?
    {
        let first = arguments.first ?? .undefined
        switch name {
        case "console.log", "console.info", "console.warn", "console.error":
            log(arguments.map(\.text).joined(separator: " "))
            return .undefined
        case "parseInt":
            let text = first.text.trimmingCharacters(in: .whitespaces)
            let digits = text.prefix { $0.isNumber || $0 == "-" || $0 == "+" }
            return .number(Double(Int(digits) ?? 0) == 0 && Int(digits) == nil ? .nan : Double(Int(digits) ?? 0))
        case "parseFloat", "Number": return .number(first.number)
        case "String": return .string(first.text)
        case "Boolean": return .bool(first.isTruthy)
        case "Date.now": return .number((Date().timeIntervalSince1970 * 1000).rounded())
        case "Math.floor": return .number(first.number.rounded(.down))
        case "Math.ceil": return .number(first.number.rounded(.up))
        case "Math.round": return .number((first.number + 0.5).rounded(.down))
        case "Math.abs": return .number(abs(first.number))
        case "Math.random": return .number(Double.random(in: 0..<1))
        case "Math.max": return .number(arguments.map(\.number).max() ?? -.infinity)
        case "Math.min": return .number(arguments.map(\.number).min() ?? .infinity)
        case "JSON.stringify": return .string(json(first, depth: 0))
        default: return nil
        }
    }

    private static func json(_ value: FlowScriptValue, depth: Int) -> String {
        // A value that holds itself would never end; JavaScript throws, this cuts it short.
        guard depth < 32 else { return "null" }
        return switch value {
        case .undefined: "undefined"
        case let .string(text): "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case let .array(array): "[" + array.items.map { json($0, depth: depth + 1) }.joined(separator: ",") + "]"
        case let .object(object):
            "{"
                + object.properties.sorted { $0.key < $1.key }.map {
                    "\"\($0.key)\":" + json($0.value, depth: depth + 1)
                }
                .joined(separator: ",") + "}"
        default: value.text
        }
    }
}
