/// Gathers the problems of a composite value's members, so that every broken member is
/// reported and not only the first one met.
struct MemberProblems {
    private var problems: [TokenValueParser.Problem] = []

    /// The member's value, or `nil` with its problem kept.
    mutating func attempt<T>(_ member: () throws(TokenValueParser.Problem) -> T) -> T? {
        do {
            return try member()
        } catch {
            problems.append(error)
            return nil
        }
    }

    /// Throws what was kept: the one problem, or all of them.
    func check() throws(TokenValueParser.Problem) {
        guard let first = problems.first else { return }
        throw problems.count == 1 ? first : .several(problems)
    }
}
