/// How much work one resolution may do, counted in JSON members visited (merged, looked up or
/// overridden), in proportion to what it read: ten for each JSON value in the files, plus a
/// million. Each set is resolved once, so a real resolver spends a few times its size; a set
/// named thousands of times over, or a deep pile of reference objects with overrides, would
/// spend far more, and is refused when it reaches the limit.
struct WorkBudget {
    /// `limit` in words, for messages.
    static let rule = "ten for each JSON value in the files read, plus 1,000,000"

    /// The work done so far.
    private(set) var spent = 0
    /// The work allowed so far; it grows with every file read.
    private(set) var limit = 1_000_000
    /// Whether the work has gone past the limit; once it has, nothing more is merged.
    var isExhausted: Bool { spent > limit }

    /// Allows ten more units for each of the `values` a file just read holds.
    mutating func allow(valuesRead values: Int) {
        limit += 10 * values
    }

    /// Counts `amount` units of work; false once the work done is past the limit.
    mutating func charge(_ amount: Int) -> Bool {
        spent += amount
        return !isExhausted
    }
}
