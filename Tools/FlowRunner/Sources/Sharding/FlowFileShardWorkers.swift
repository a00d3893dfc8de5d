/// How `--shard-split N` or `--shard-all N` spreads a suite over worker processes on this
/// machine, as Maestro's options of those names spread it over devices.
public struct FlowFileShardWorkers: Sendable, Equatable {
    /// What each worker runs.
    public enum Mode: Sendable, Equatable {
        /// The flows are dealt round-robin, each to one worker (`--shard-split`).
        case split
        /// Every worker runs every flow (`--shard-all`).
        case all
    }

    /// The most workers one run starts: far more than the cores of a CI machine, few enough
    /// that the processes fit in its memory.
    public static let maximumCount = 64

    /// What each worker runs.
    public let mode: Mode
    /// How many workers were asked for.
    public let count: Int

    /// Reads the number after `--shard-split` or `--shard-all`.
    ///
    /// - Throws: `FlowFileUsageError` unless it is a whole number from 1 to `maximumCount`.
    public init(mode: Mode, parsing text: String) throws(FlowFileUsageError) {
        guard let count = Int(text), (1...Self.maximumCount).contains(count) else {
            throw FlowFileUsageError(
                "\(Self.option(mode)): expected a number of workers from 1 to \(Self.maximumCount), found '\(text)'")
        }
        self.mode = mode
        self.count = count
    }

    /// The option that asks for `mode`.
    static func option(_ mode: Mode) -> String {
        mode == .split ? "--shard-split" : "--shard-all"
    }

    /// The flow files each worker runs, from the suite's flows in their order: round-robin for
    /// a split, over no more workers than there are flows (Maestro's rule), or all of them on
    /// each of `count` workers.
    func shares<Flow>(of flows: [Flow]) -> [[Flow]] {
        switch mode {
        case .all:
            return Array(repeating: flows, count: count)
        case .split:
            let workers = min(count, flows.count)
            var shares = Array(repeating: [Flow](), count: workers)
            for (index, flow) in flows.enumerated() { shares[index % workers].append(flow) }
            return shares
        }
    }
}
