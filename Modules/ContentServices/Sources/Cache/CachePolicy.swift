/// What a response's `Cache-Control` header allows: whether to store the body and for how long
/// to serve it without asking the server again.
struct CachePolicy: Equatable, Sendable {
    /// Seconds the body stays fresh; 0 means "store, but revalidate before every use".
    let maxAge: Int
    /// `no-store`: keep nothing.
    let mayStore: Bool

    /// The most directives read from one header: a header is a few words, and a hostile one of
    /// thousands of commas must not cost more than these.
    static let directiveLimit = 32

    /// The policy of a `Cache-Control` value (nil when the header is absent). A missing or
    /// unreadable `max-age`, and `no-cache`, give 0: the body may be kept and revalidated with its
    /// ETag, never served unasked.
    static func parse(_ header: String?) -> CachePolicy {
        var maxAge: Int?
        var noCache = false
        var mayStore = true
        for directive in (header ?? "").split(separator: ",", omittingEmptySubsequences: true)
            .prefix(directiveLimit)
        {
            let parts = directive.split(separator: "=", maxSplits: 1)
            let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            switch name {
            case "no-store": mayStore = false
            case "no-cache": noCache = true
            case "max-age": maxAge = value.flatMap(seconds)
            default: continue
            }
        }
        return CachePolicy(maxAge: noCache ? 0 : maxAge ?? 0, mayStore: mayStore)
    }

    /// Delta-seconds, quoted or not; nil unless a non-negative whole number.
    private static func seconds(_ text: String) -> Int? {
        let unquoted =
            text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
            ? text.dropFirst().dropLast() : Substring(text)
        guard !unquoted.isEmpty, unquoted.allSatisfy(\.isASCII), unquoted.allSatisfy(\.isNumber) else { return nil }
        // A max-age too large for Int is as good as forever; a year is plenty for articles.
        return Int(unquoted).map { min($0, 365 * 24 * 3600) } ?? 365 * 24 * 3600
    }
}
