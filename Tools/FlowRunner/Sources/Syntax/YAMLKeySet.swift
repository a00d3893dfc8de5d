import HeadlessUI

/// The keys of one mapping seen so far, so that a key written twice is refused where it is
/// written the second time. Keys that are lists or mappings are not compared.
struct YAMLKeySet {
    private var seen: Set<String> = []

    /// Adds `key`.
    ///
    /// - Throws: `FlowFileSyntaxError` at `key` when the same text was a key before.
    mutating func insert(_ key: YAMLNode) throws(FlowFileSyntaxError) {
        guard case let .scalar(text, _) = key.kind else { return }
        guard seen.insert(text).inserted else {
            throw FlowFileSyntaxError("duplicate key '\(QuotedText.abbreviated(text))'", at: key.location)
        }
    }
}
