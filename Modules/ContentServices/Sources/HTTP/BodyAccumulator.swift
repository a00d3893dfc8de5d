import Foundation

/// Collects a response body up to a limit, refusing as soon as it would pass it: what the
/// session's delegate keeps per transfer, so a large body is never held whole.
struct BodyAccumulator: Sendable {
    /// The most bytes accepted.
    let limit: Int
    /// The bytes accepted so far.
    private(set) var body = Data()

    /// A fresh accumulator for at most `limit` bytes.
    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Whether a body announced at `expectedLength` bytes (negative: unknown) may be read.
    func accepts(expectedLength: Int64) -> Bool {
        expectedLength < 0 || expectedLength <= Int64(limit)
    }

    /// Appends `data` and returns true, or returns false, keeping nothing more, when the body
    /// would then pass the limit.
    mutating func append(_ data: Data) -> Bool {
        guard data.count <= limit - body.count else { return false }
        body.append(data)
        return true
    }
}
