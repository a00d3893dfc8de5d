import Foundation

/// A value of the expression subset: JavaScript's primitives, arrays and objects.
public enum MaestroScriptValue: Sendable {
    /// `undefined`.
    case undefined
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JavaScript has only doubles).
    case number(Double)
    /// A string.
    case string(String)
    /// An array, shared by reference.
    case array(MaestroScriptArray)
    /// An object, shared by reference.
    case object(MaestroScriptObject)

    /// JavaScript's truthiness: false, 0, NaN, "", null and undefined are false.
    public var isTruthy: Bool {
        switch self {
        case .undefined, .null: false
        case let .bool(value): value
        case let .number(value): value != 0 && !value.isNaN
        case let .string(value): !value.isEmpty
        case .array, .object: true
        }
    }

    /// The value as JavaScript's `String(value)` writes it: an array that holds itself is
    /// written as empty where it recurs, and the text stops at
    /// `MaestroScriptInterpreter.maximumStringLength` bytes.
    public var text: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case let .bool(value): value ? "true" : "false"
        case let .number(value): Self.format(value)
        case let .string(value): value
        case .array, .object:
            MaestroScriptPrinter.truncatedText(of: self, limit: MaestroScriptInterpreter.maximumStringLength)
        }
    }

    /// JavaScript's `Number(value)`.
    var number: Double {
        switch self {
        case .undefined: return .nan
        case .null: return 0
        case let .bool(value): return value ? 1 : 0
        case let .number(value): return value
        case let .string(value):
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? 0 : Double(trimmed) ?? .nan
        case .array, .object: return .nan
        }
    }

    var isNullish: Bool {
        switch self {
        case .undefined, .null: true
        default: false
        }
    }

    /// Integers print without a fraction, as JavaScript prints them.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// An object: properties by name. A class, because `output.x = 1` changes the one object.
public final class MaestroScriptObject: @unchecked Sendable {
    /// The properties; only touched from the main actor that runs flows.
    var properties: [String: MaestroScriptValue]

    init(_ properties: [String: MaestroScriptValue] = [:]) {
        self.properties = properties
    }
}

/// An array, shared like JavaScript's.
public final class MaestroScriptArray: @unchecked Sendable {
    /// The items; only touched from the main actor that runs flows.
    var items: [MaestroScriptValue]

    init(_ items: [MaestroScriptValue]) {
        self.items = items
    }
}
