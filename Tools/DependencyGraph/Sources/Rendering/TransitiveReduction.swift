/// Decides which edges of a graph are implied by longer paths.
///
/// `a -> c` is implied when another successor `b` of `a` reaches `c` and `c` does not reach `b`
/// back; on an acyclic graph that is exactly the transitive reduction, and inside a loop no edge
/// is dropped, so a loop stays visible.
struct TransitiveReduction {
    private var successors: [String: [String]] = [:]
    private var reachable: [String: Set<String>] = [:]

    init(edges: [(String, String)]) {
        for (from, to) in edges { successors[from, default: []].append(to) }
        for node in Set(edges.flatMap { [$0.0, $0.1] }) { reachable[node] = reach(from: node) }
    }

    /// Whether `from -> to` is implied by a longer path.
    func isImplied(from: String, to: String) -> Bool {
        for other in successors[from] ?? [] where other != to {
            let otherReaches = reachable[other] ?? []
            let backReaches = reachable[to] ?? []
            if otherReaches.contains(to) && !backReaches.contains(other) { return true }
        }
        return false
    }

    private func reach(from start: String) -> Set<String> {
        var seen: Set<String> = []
        var frontier = successors[start] ?? []
        while let node = frontier.popLast() {
            guard seen.insert(node).inserted else { continue }
            frontier += successors[node] ?? []
        }
        return seen
    }
}
