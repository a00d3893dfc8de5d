import Foundation

/// One value of a property list, as read from a state file in any of the formats the app
/// accepts. Dictionaries keep their entries in file order and are searched by key, which for
/// the handful of keys a session has is cheaper than hashing them.
public enum PropertyListValue: Equatable, Sendable {
    /// A key and its value inside a dictionary.
    public struct Entry: Equatable, Sendable {
        /// The entry's key.
        public let key: String
        /// The value stored under it.
        public let value: PropertyListValue

        /// The entry holding `value` under `key`.
        public init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<integer>`.
    case integer(Int64)
    /// `<real>`.
    case real(Double)
    /// `<string>`.
    case string(String)
    /// `<date>`.
    case date(Date)
    /// `<data>`.
    case data(Data)
    /// `<array>`.
    case array([PropertyListValue])
    /// `<dict>`, its entries in file order.
    case dictionary([Entry])

    /// The value stored under `key` when this is a dictionary; the first one when a key repeats.
    public subscript(key: String) -> PropertyListValue? {
        guard case let .dictionary(entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// What the value is, in the words of a property list, for messages.
    public var kind: PropertyListKind {
        switch self {
        case .boolean: .boolean
        case .integer: .integer
        case .real: .real
        case .string: .string
        case .date: .date
        case .data: .data
        case .array: .array
        case .dictionary: .dictionary
        }
    }
}
