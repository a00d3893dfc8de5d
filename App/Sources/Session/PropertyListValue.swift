import Foundation

/// One value of a property list, as read from a state file in any of the formats the app
/// accepts. Dictionaries keep their entries in file order and are searched by key, which for
/// the handful of keys a session has is cheaper than hashing them.
nonisolated enum PropertyListValue: Equatable, Sendable {
    /// A key and its value inside a dictionary.
    struct Entry: Equatable, Sendable {
        let key: String
        let value: PropertyListValue
    }

    case boolean(Bool)
    case integer(Int64)
    case real(Double)
    case string(String)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([Entry])

    /// The value stored under `key` when this is a dictionary; the first one when a key repeats.
    subscript(key: String) -> PropertyListValue? {
        guard case let .dictionary(entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// What the value is, in the words of a property list, for messages.
    var kind: String {
        switch self {
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .real: "a real number"
        case .string: "a string"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
