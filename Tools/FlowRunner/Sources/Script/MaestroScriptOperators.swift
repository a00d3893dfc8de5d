/// JavaScript's binary operators on the subset's values, with a clear error where JavaScript
/// would quietly give Infinity or NaN from a division by zero.
enum MaestroScriptOperators {
    static func binary(_ operation: String, _ left: MaestroScriptValue, _ right: MaestroScriptValue)
        throws(MaestroScriptError) -> MaestroScriptValue
    {
        switch operation {
        case "+":
            if case .string = left { return try concatenated(left, right) }
            if case .string = right { return try concatenated(left, right) }
            if isCompound(left) || isCompound(right) { return try concatenated(left, right) }
            return .number(left.number + right.number)
        case "-": return .number(left.number - right.number)
        case "*": return .number(left.number * right.number)
        case "/", "%":
            guard right.number != 0 else { throw MaestroScriptError("division by zero") }
            return .number(
                operation == "/"
                    ? left.number / right.number
                    : left.number.truncatingRemainder(dividingBy: right.number))
        case "==": return .bool(try looselyEqual(left, right))
        case "!=": return .bool(try !looselyEqual(left, right))
        case "===": return .bool(strictlyEqual(left, right))
        case "!==": return .bool(!strictlyEqual(left, right))
        default: return .bool(compare(operation, left, right))
        }
    }

    private static func isCompound(_ value: MaestroScriptValue) -> Bool {
        switch value {
        case .array, .object: true
        default: false
        }
    }

    private static func concatenated(_ left: MaestroScriptValue, _ right: MaestroScriptValue) throws(MaestroScriptError)
        -> MaestroScriptValue
    {
        let leftText = try MaestroScriptPrinter.text(of: left, style: .string)
        let rightText = try MaestroScriptPrinter.text(of: right, style: .string)
        guard leftText.utf8.count + rightText.utf8.count <= MaestroScriptInterpreter.maximumStringLength else {
            throw lengthError
        }
        return .string(leftText + rightText)
    }

    /// Refuses `text` when it is longer than a script's strings may be.
    static func checkLength(_ text: String) throws(MaestroScriptError) {
        guard text.utf8.count <= MaestroScriptInterpreter.maximumStringLength else { throw lengthError }
    }

    private static var lengthError: MaestroScriptError {
        MaestroScriptError("a string grew past \(MaestroScriptInterpreter.maximumStringLength) bytes")
    }

    private static func compare(_ operation: String, _ left: MaestroScriptValue, _ right: MaestroScriptValue) -> Bool {
        if case let .string(leftText) = left, case let .string(rightText) = right {
            switch operation {
            case "<": return leftText < rightText
            case ">": return leftText > rightText
            case "<=": return leftText <= rightText
            default: return leftText >= rightText
            }
        }
        let (leftNumber, rightNumber) = (left.number, right.number)
        switch operation {
        case "<": return leftNumber < rightNumber
        case ">": return leftNumber > rightNumber
        case "<=": return leftNumber <= rightNumber
        default: return leftNumber >= rightNumber
        }
    }

    static func strictlyEqual(_ left: MaestroScriptValue, _ right: MaestroScriptValue) -> Bool {
        switch (left, right) {
        case (.undefined, .undefined), (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a === b
        case let (.object(a), .object(b)): return a === b
        default: return false
        }
    }

    private static func looselyEqual(_ left: MaestroScriptValue, _ right: MaestroScriptValue) throws(MaestroScriptError)
        -> Bool
    {
        if left.isNullish || right.isNullish { return left.isNullish && right.isNullish }
        switch (left, right) {
        case (.string, .string), (.array, .array), (.object, .object), (.array, .object), (.object, .array):
            return strictlyEqual(left, right)
        case (.array, _), (.object, _), (_, .array), (_, .object):
            return try MaestroScriptPrinter.text(of: left, style: .string)
                == MaestroScriptPrinter.text(of: right, style: .string)
        default:
            return left.number == right.number
        }
    }
}
