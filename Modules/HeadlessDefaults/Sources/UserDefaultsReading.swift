import Foundation

/// How UserDefaults turns a stored value into the type asked for, so a state file written by
/// `defaults write`, a script or an older build reads here exactly as it would there. The rules
/// are Foundation's own (`bool(forKey:)`, `string(forKey:)`); a kind they have no reading for
/// gives `nil`, and the caller decides whether that is damage.
extension PropertyListValue {
    /// The value as `UserDefaults.bool(forKey:)` reads it: a boolean as it is, a number as
    /// "not zero", a string as `NSString.boolValue` does; `nil` for dates, data and collections.
    public var userDefaultsBool: Bool? {
        switch self {
        case let .boolean(value): value
        case let .integer(value): value != 0
        case let .real(value): value != 0
        // Foundation's own reading of a string ("YES", "true", " +007" are true; "NO", "0.5" false).
        case let .string(text): NSString(string: text).boolValue
        case .date, .data, .array, .dictionary: nil
        }
    }

    /// The value as `UserDefaults.string(forKey:)` reads it: a string as it is, a number as its
    /// decimal form; `nil` for dates, data and collections.
    public var userDefaultsString: String? {
        switch self {
        case let .string(text): text
        case let .integer(value): String(value)
        case let .real(value): String(value)
        case let .boolean(value): value ? "1" : "0"
        case .date, .data, .array, .dictionary: nil
        }
    }
}
