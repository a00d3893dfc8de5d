/// Where a value sits in the saved session: the session itself, one of its reports or
/// bookmarks (counted from 1), or a key of one of those.
public nonisolated struct SessionValuePlace: Equatable, Sendable, CustomStringConvertible {
    /// The item holding the value.
    public enum Item: Equatable, Sendable {
        /// The saved session.
        case session
        /// The report kept for delivery at this position, from 1.
        case report(Int)
        /// The bookmark at this position, from 1.
        case bookmark(Int)
    }

    /// The item.
    public let item: Item
    /// The key of the item the value is under, or `nil` for the item itself.
    public let key: String?

    /// The value under `key` of `item`, or `item` itself.
    public init(_ item: Item, key: String? = nil) {
        self.item = item
        self.key = key
    }

    /// The place in English: "the saved session's bookmarks", "bookmark 3", "report 1's keptAt".
    public var description: String {
        let owner =
            switch item {
            case .session: "the saved session"
            case let .report(number): "report \(number)"
            case let .bookmark(number): "bookmark \(number)"
            }
        return key.map { "\(owner)'s \($0)" } ?? owner
    }
}
