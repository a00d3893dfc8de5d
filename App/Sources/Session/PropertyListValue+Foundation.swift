import Foundation

nonisolated extension PropertyListValue {
    /// The value of an object from `PropertyListSerialization`; `nil` for anything a property
    /// list cannot hold. Booleans, integers and reals all arrive as numbers, told apart by type.
    init?(foundationObject object: Any) {
        switch object {
        case let value as String:
            self = .string(value)
        case let value as Date:
            self = .date(value)
        case let value as Data:
            self = .data(value)
        case let value as [Any]:
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(value.count)
            for element in value {
                guard let converted = PropertyListValue(foundationObject: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let value as [String: Any]:
            var entries: [Entry] = []
            entries.reserveCapacity(value.count)
            for (key, element) in value {
                guard let converted = PropertyListValue(foundationObject: element) else { return nil }
                entries.append(Entry(key: key, value: converted))
            }
            self = .dictionary(entries)
        default:
            guard let number = Self.number(object) else { return nil }
            self = number
        }
    }

    /// A boolean, integer or real; `as? Bool` alone would also take the integers 0 and 1.
    private static func number(_ object: Any) -> PropertyListValue? {
        if let value = object as? Bool, type(of: object) == Bool.self { return .boolean(value) }
        guard let number = object as? NSNumber else { return nil }
        switch String(cString: number.objCType) {
        case "c", "B": return .boolean(number.boolValue)
        case "f", "d": return .real(number.doubleValue)
        default: return .integer(number.int64Value)
        }
    }
}
