/// Finds dependency loops with Tarjan's strongly connected components, then a shortest loop in each.
enum CycleFinder {
    /// One loop per strongly connected component, each starting and ending at its smallest name.
    static func cycles(in graph: DependencyGraph) -> [[String]] {
        let names = graph.targets.map(\.name)
        var indexOf: [String: Int] = [:]
        for (position, name) in names.enumerated() { indexOf[name] = position }
        let successors = graph.targets.map { $0.dependencies.compactMap { indexOf[$0] } }
        var components: [[Int]] = []
        var order = Array(repeating: -1, count: names.count)
        var lowLink = Array(repeating: 0, count: names.count)
        var onStack = Array(repeating: false, count: names.count)
        var stack: [Int] = []
        var counter = 0
        // Iterative so a deep generated graph cannot overflow the call stack.
        for root in names.indices where order[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while var frame = work.popLast() {
                if frame.next < successors[frame.node].count {
                    let successor = successors[frame.node][frame.next]
                    frame.next += 1
                    work.append(frame)
                    if order[successor] < 0 {
                        order[successor] = counter
                        lowLink[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[frame.node] = min(lowLink[frame.node], order[successor])
                    }
                    continue
                }
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
                }
                if lowLink[frame.node] == order[frame.node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == frame.node { break }
                    }
                    let isLoop = component.count > 1 || successors[frame.node].contains(frame.node)
                    if isLoop { components.append(component) }
                }
            }
        }
        return components.map { shortestLoop(in: Set($0), successors: successors, names: names) }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    private static func shortestLoop(in component: Set<Int>, successors: [[Int]], names: [String]) -> [String] {
        guard let start = component.min(by: { names[$0] < names[$1] }) else { return [] }
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for successor in successors[node].sorted(by: { names[$0] < names[$1] }) where component.contains(successor)
            {
                if successor == start {
                    var path = [start]
                    var current = node
                    while current != start {
                        path.insert(current, at: 1)
                        current = previous[current] ?? start
                    }
                    return (path + [start]).map { names[$0] }
                }
                if previous[successor] == nil {
                    previous[successor] = node
                    queue.append(successor)
                }
            }
        }
        return [names[start]]
    }
}
