import Foundation

/// The functions scripts may call.
enum MaestroScriptBuiltins {
    static func call(_ name: String, _ arguments: [MaestroScriptValue], log: (String) -> Void)
        throws(MaestroScriptError)
        -> MaestroScriptValue?
    {
        let first = arguments.first ?? .undefined
        switch name {
        case "console.log", "console.info", "console.warn", "console.error":
            var line = ""
            for (index, argument) in arguments.enumerated() {
                line += (index == 0 ? "" : " ") + (try MaestroScriptPrinter.text(of: argument, style: .console))
                try MaestroScriptOperators.checkLength(line)
            }
            log(line)
            return .undefined
        case "parseInt":
            let text = try MaestroScriptPrinter.text(of: first, style: .string).trimmingCharacters(in: .whitespaces)
            let digits = text.prefix { $0.isNumber || $0 == "-" || $0 == "+" }
            return .number(Double(Int(digits) ?? 0) == 0 && Int(digits) == nil ? .nan : Double(Int(digits) ?? 0))
        case "parseFloat", "Number": return .number(first.number)
        case "String": return .string(try MaestroScriptPrinter.text(of: first, style: .string))
        case "Boolean": return .bool(first.isTruthy)
        case "Date.now": return .number((Date().timeIntervalSince1970 * 1000).rounded())
        case "Math.floor": return .number(first.number.rounded(.down))
        case "Math.ceil": return .number(first.number.rounded(.up))
        case "Math.round": return .number((first.number + 0.5).rounded(.down))
        case "Math.abs": return .number(abs(first.number))
        case "Math.random": return .number(Double.random(in: 0..<1))
        case "Math.max": return .number(arguments.map(\.number).max() ?? -.infinity)
        case "Math.min": return .number(arguments.map(\.number).min() ?? .infinity)
        case "JSON.stringify":
            // JavaScript gives undefined, not a string, for undefined.
            if case .undefined = first { return .undefined }
            return .string(try MaestroScriptPrinter.text(of: first, style: .json))
        default: return nil
        }
    }
}
