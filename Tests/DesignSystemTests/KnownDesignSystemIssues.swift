/// The kinds of error each real design system's merged token set has, by system name.
enum KnownDesignSystemIssues {
    static let kinds: [String: Set<String>] = [:]
}
