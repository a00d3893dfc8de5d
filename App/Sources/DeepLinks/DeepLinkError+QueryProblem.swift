import DesignSystem
import HeadlessUI

extension DeepLinkError {
    /// What is wrong with a link's query: a case, so that the refusal is worded in the app's
    /// language rather than in the parser's.
    public nonisolated enum QueryProblem: Equatable, Sendable, CustomStringConvertible {
        /// A destination other than Explore was given a query.
        case notTaken(host: String)
        /// Explore was given something other than one `q`.
        case onlySearchTaken
        /// The search text has a stray `%` or bytes that are not UTF-8.
        case invalidPercentEncoding
        /// The search text is longer than the app accepts, both counted in UTF-8 bytes.
        case searchTooLong(byteCount: Int, limit: Int)

        /// The problem as App's `strings` word it, the host quoted short.
        func message(in strings: LocalizedStrings) -> String {
            switch self {
            case let .notTaken(host):
                strings.localized("link.reason.queryNotTaken", .text(QuotedText.abbreviated(host)))
            case .onlySearchTaken: strings.localized("link.reason.onlySearchTaken")
            case .invalidPercentEncoding: strings.localized("link.reason.invalidPercentEncoding")
            case let .searchTooLong(byteCount, limit):
                strings.localized("link.reason.searchTooLong", .number(byteCount), .number(limit))
            }
        }

        /// The problem in English, after "invalid query: ", for logs and tests.
        public var description: String {
            switch self {
            case let .notTaken(host): "'\(QuotedText.abbreviated(host))' takes no query"
            case .onlySearchTaken: "explore takes only 'q', e.g. example://explore?q=navigation"
            case .invalidPercentEncoding: "the search text is not valid percent-encoded UTF-8"
            case let .searchTooLong(byteCount, limit):
                "the search text is \(byteCount) bytes long; the limit is \(limit)"
            }
        }
    }
}
