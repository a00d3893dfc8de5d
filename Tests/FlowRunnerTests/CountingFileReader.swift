import Synchronization

@testable import FlowRunner

/// Reads flow files from the disk for a `FlowFileLoader`, counting the reads of each path, so a
/// test proves how often a file is read by counting instead of timing. Past `budget` reads in
/// all it refuses to read: a loader that read a file once per path reaching it fails at once
/// instead of running for minutes.
final class CountingFileReader: Sendable {
    /// The refusal of a read past the budget.
    struct BudgetSpent: Error, CustomStringConvertible {
        let budget: Int
        var description: String { "more than \(budget) reads" }
    }

    private let budget: Int
    private let counts = Mutex<[String: Int]>([:])

    init(budget: Int) {
        self.budget = budget
    }

    /// A loader that reads through this reader.
    var loader: FlowFileLoader {
        FlowFileLoader(readFile: { [self] path in try read(path) })
    }

    /// How many times each path was read.
    var reads: [String: Int] { counts.withLock { $0 } }

    private func read(_ path: String) throws -> [UInt8] {
        let total = counts.withLock { counts in
            counts[path, default: 0] += 1
            return counts.values.reduce(0, +)
        }
        guard total <= budget else { throw BudgetSpent(budget: budget) }
        return try FlowFileLoader.readFromDisk(path)
    }
}
