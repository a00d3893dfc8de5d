/// The walk `ExtendsResolver` makes: every group of the tree once, a group before its members,
/// and before a group copies its target, the target and all its members. An explicit stack
/// holds the groups under way, so a long chain needs no deep recursion, and a group met again
/// while it is still under way closes a cycle.
struct ExtendsWalk {
    private enum State: UInt8 {
        case untouched, underWay, done, failed
    }

    private enum Phase {
        /// About to apply the group's own `$extends`.
        case start
        /// Waiting for this target's walk to finish.
        case waiting(on: Int)
        /// Walking its members, this one next.
        case members(next: Int)
    }

    /// A group under way.
    private struct Frame {
        let node: Int
        /// Entered to complete the target of the frame below it, not as one of its members.
        let isTarget: Bool
        /// The lowest frame of the run of frames, ending here, each the target of the one below
        /// it: a cycle that closes inside such a run is a plain `$extends` cycle.
        let chainStart: Int
        var phase = Phase.start
        var members: [Int] = []
        /// A group in this one's members waits on a cycle.
        var failed = false
    }

    private let targetOf: [Int: Int]
    /// Nodes created by merges come after these and need no walk: they are copies of finished groups.
    private let originalCount: Int
    private let copyLimit: Int
    private var state: [State]
    private var stack: [Frame] = []
    /// Frame index of each group under way.
    private var frameOf: [Int: Int] = [:]
    /// Groups in a reported cycle: they fail without a message of their own.
    private var inReportedCycle = Set<Int>()
    private var copied = 0
    private var limitReached = false

    init(targetOf: [Int: Int], nodeCount: Int, copyLimit: Int) {
        self.targetOf = targetOf
        originalCount = nodeCount
        self.copyLimit = copyLimit
        state = Array(repeating: .untouched, count: nodeCount)
    }

    mutating func run(on tree: inout TokenTree) {
        enter(TokenTree.root, isTarget: false)
        while let top = stack.indices.last {
            let node = stack[top].node
            switch stack[top].phase {
            case .start:
                guard let target = targetOf[node] else {
                    startMembers(of: top, in: tree)
                    continue
                }
                switch state[target] {
                case .untouched:
                    stack[top].phase = .waiting(on: target)
                    enter(target, isTarget: true)
                case .underWay:
                    closeCycle(at: top, target: target, in: &tree)
                    startMembers(of: top, in: tree)
                case .done, .failed:
                    extend(top, from: target, in: &tree)
                    startMembers(of: top, in: tree)
                }
            case let .waiting(target):
                extend(top, from: target, in: &tree)
                startMembers(of: top, in: tree)
            case let .members(next):
                guard next < stack[top].members.count else {
                    leave(top)
                    continue
                }
                stack[top].phase = .members(next: next + 1)
                let member = stack[top].members[next]
                switch state[member] {
                case .untouched: enter(member, isTarget: false)
                // A member still under way lower down waits, through targets, on this group: a cycle.
                case .failed, .underWay: stack[top].failed = true
                case .done: break
                }
            }
        }
    }

    private mutating func enter(_ node: Int, isTarget: Bool) {
        let index = stack.count
        var chainStart = index
        if isTarget, let below = stack.last, case .waiting = below.phase { chainStart = below.chainStart }
        stack.append(Frame(node: node, isTarget: isTarget, chainStart: chainStart))
        state[node] = .underWay
        frameOf[node] = index
    }

    private mutating func startMembers(of frame: Int, in tree: TokenTree) {
        let node = stack[frame].node
        stack[frame].members = tree.nodes[node].childOrder.compactMap { name in
            guard let child = tree.nodes[node].children[name], child < originalCount, !tree.nodes[child].isToken
            else { return nil }
            return child
        }
        stack[frame].phase = .members(next: 0)
    }

    private mutating func leave(_ frame: Int) {
        let finished = stack.removeLast()
        state[finished.node] = finished.failed ? .failed : .done
        frameOf[finished.node] = nil
        if finished.failed, !finished.isTarget, let below = stack.indices.last { stack[below].failed = true }
    }

    /// Copies `target` into the group of `frame`, unless the target waits on a cycle or the copy limit is reached.
    private mutating func extend(_ frame: Int, from target: Int, in tree: inout TokenTree) {
        let group = stack[frame].node
        guard state[target] == .done else {
            stack[frame].failed = true
            if !inReportedCycle.contains(group) {
                tree.report(
                    .brokenExtends(
                        path: tree.path(of: group), target: tree.path(of: target),
                        reason: "its target cannot be extended: its own $extends is circular"),
                    about: group)
            }
            return
        }
        let cost = limitReached ? Int.max : tree.mergeCost(from: target, into: group, limit: copyLimit - copied)
        guard cost <= copyLimit - copied else {
            limitReached = true
            tree.report(
                .brokenExtends(
                    path: tree.path(of: group), target: tree.path(of: target),
                    reason: "the token set's $extends would copy more than \(copyLimit) groups and tokens "
                        + "(\(TokenTree.copyLimitRule))"),
                about: group)
            return
        }
        copied += cost
        tree.deepMerge(from: target, into: group)
    }

    /// The group of `frame` names `target`, which is still under way below it.
    private mutating func closeCycle(at frame: Int, target: Int, in tree: inout TokenTree) {
        stack[frame].failed = true
        guard let targetFrame = frameOf[target], targetFrame >= stack[frame].chainStart else {
            // The target waits, through its members, on this group: not a plain cycle.
            tree.report(
                .brokenExtends(
                    path: tree.path(of: stack[frame].node), target: tree.path(of: target),
                    reason: "its target cannot be extended: its own $extends is circular"),
                about: stack[frame].node)
            return
        }
        let loop = stack[targetFrame...frame].map(\.node)
        inReportedCycle.formUnion(loop)
        let paths = loop.map { tree.path(of: $0) }
        if let smallest = paths.indices.min(by: { paths[$0] < paths[$1] }) {
            let rotated = Array(paths[smallest...] + paths[..<smallest])
            tree.report(.extendsCycle(rotated + [rotated[0]]), about: loop[smallest])
        }
    }
}
