/// JavaScript's binary operators on the subset's values, with a clear error where JavaScript
/// would quietly give Infinity or NaN from a division by zero.
enum FlowScriptOperators {
    static func binary(_ operation: String, _ left: FlowScriptValue, _ right: FlowScriptValue)
        throws(FlowScriptError) -> FlowScriptValue
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
            guard right.number != 0 else { throw FlowScriptError("division by zero") }
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

    private static func isCompound(_ value: FlowScriptValue) -> Bool {
        switch value {
        case .array, .object: true
        default: false
        }
    }

    private static func concatenated(_ left: FlowScriptValue, _ right: FlowScriptValue) throws(FlowScriptError)
        -> FlowScriptValue
    {
        let leftText = try FlowScriptPrinter.text(of: left, style: .string)
        let rightText = try FlowScriptPrinter.text(of: right, style: .string)
        guard leftText.utf8.count + rightText.utf8.count <= FlowScriptInterpreter.maximumStringLength else {
            throw lengthError
        }
        return .string(leftText + rightText)
    }

    /// Refuses `text` when it is longer than a script's strings may be.
    static func checkLength(_ text: String) throws(FlowScriptError) {
        guard text.utf8.count <= FlowScriptInterpreter.maximumStringLength else { throw lengthError }
    }

    private static var lengthError: FlowScriptError {
        FlowScriptError("a string grew past \(FlowScriptInterpreter.maximumStringLength) bytes")
    }

    private static func compare(_ operation: String, _ left: FlowScriptValue, _ right: FlowScriptValue) -> Bool {
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

    static func strictlyEqual(_ left: FlowScriptValue, _ right: FlowScriptValue) -> Bool {
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

    private static func looselyEqual(_ left: FlowScriptValue, _ right: FlowScriptValue) throws(FlowScriptError)
        -> Bool
    {
        if left.isNullish || right.isNullish { return left.isNullish && right.isNullish }
        switch (left, right) {
        case (.string, .string), (.array, .array), (.object, .object), (.array, .object), (.object, .array):
            return strictlyEqual(left, right)
        case (.array, _), (.object, _), (_, .array), (_, .object):
            return try FlowScriptPrinter.text(of: left, style: .string)
                == FlowScriptPrinter.text(of: right, style: .string)
        default:
            return left.number == right.number
        }
    }
}
