/// One broken rule, printed as one line: `HomeModule -> ExploreModule: feature-isolation (features never
/// depend on features)`.
public struct Violation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The target that breaks the rule.
    public let target: String
    /// The other end of the offending dependency or import, if the rule is about one.
    public let other: String?
    /// The broken rule.
    public let rule: RuleID
    /// Why, in words.
    public let reason: String

    /// Creates a violation.
    public init(target: String, other: String? = nil, rule: RuleID, reason: String) {
        self.target = target
        self.other = other
        self.rule = rule
        self.reason = reason
    }

    /// The line `depgraph lint` prints.
    public var description: String {
        let subject = other.map { "\(target) -> \($0)" } ?? target
        return "\(subject): \(rule.rawValue) (\(reason))"
    }

    /// Orders violations by target, other end, then rule, so output is deterministic.
    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.target, lhs.other ?? "", lhs.rule.rawValue, lhs.reason)
            < (rhs.target, rhs.other ?? "", rhs.rule.rawValue, rhs.reason)
    }
}
