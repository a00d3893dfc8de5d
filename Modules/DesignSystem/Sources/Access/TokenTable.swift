/// A value for every case of a token enum. It can only be built complete, which is what
/// lets `Theme` answer without optionals.
struct TokenTable<Key: Hashable & CaseIterable & Sendable, Value: Sendable>: Sendable {
    private let values: [Key: Value]

    /// `nil` unless `lookup` answers for every case.
    init?(_ lookup: (Key) -> Value?) {
        var values: [Key: Value] = [:]
        for key in Key.allCases {
            guard let value = lookup(key) else { return nil }
            values[key] = value
        }
        self.values = values
    }

    subscript(key: Key) -> Value {
        // The initializer refused any table with a case missing.
        values[key]!
    }
}
