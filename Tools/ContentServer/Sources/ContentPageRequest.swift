/// Which page a feed or search request asks for, read from its query within the API's bounds:
/// `page` from 1 (default 1), `pageSize` from 1 to 50 (default 20), `q` at most 200 characters
/// (default empty). Anything else is refused with 400; other parameters are ignored.
struct ContentPageRequest: Equatable, Sendable {
    /// The page sizes a request may ask for.
    static let pageSizes = 1...50
    /// The page size when the request names none.
    static let defaultPageSize = 20
    /// The most characters `q` may hold.
    static let queryLimit = 200
    /// The most digits a number may have: more than any page of any real feed needs, and few
    /// enough that it is always an `Int`.
    static let digitLimit = 9

    /// The page, from 1.
    let page: Int
    /// How many items a page holds.
    let pageSize: Int
    /// The search text; empty for the feed.
    let query: String

    /// The page `parameters` (a request's query, decoded) ask for.
    ///
    /// - Throws: `ContentError.badRequest` for a value out of its bounds.
    init(_ parameters: [String: String]) throws(ContentError) {
        page = try Self.number("page", parameters["page"], from: 1, to: nil, default: 1)
        pageSize = try Self.number(
            "pageSize", parameters["pageSize"], from: Self.pageSizes.lowerBound, to: Self.pageSizes.upperBound,
            default: Self.defaultPageSize)
        let query = parameters["q"] ?? ""
        guard query.count <= Self.queryLimit else {
            throw .badRequest("q holds at most \(Self.queryLimit) characters, not \(query.count)")
        }
        self.query = query
    }

    private static func number(_ name: String, _ text: String?, from lowest: Int, to highest: Int?, default: Int)
        throws(ContentError) -> Int
    {
        guard let text else { return `default` }
        let bounds = highest.map { "from \(lowest) to \($0)" } ?? "from \(lowest)"
        guard !text.isEmpty, text.count <= digitLimit, text.allSatisfy({ ("0"..."9").contains($0) }),
            let number = Int(text), number >= lowest, number <= highest ?? number
        else {
            throw .badRequest("\(name) takes a whole number \(bounds), not '\(text.prefix(20))'")
        }
        return number
    }
}
