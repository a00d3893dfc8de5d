/// What one worker of a sharded run is asked to do: run some flow files and write its reports
/// where the run that started it reads them.
public struct FlowFileShardJob: Sendable, Equatable {
    /// The worker's shard, from 1, as its output and reports name it (`[shard 2]`).
    public let shard: Int
    /// The arguments of the `test` command the worker runs: its flow files, the options given
    /// to the whole run, its shard's variables, and where its reports go.
    public let testArguments: [String]
    /// Where the worker's console output goes.
    public let logPath: String
    /// Where the worker writes its JUnit report.
    public let junitPath: String
    /// Where it writes its HTML report, when the run writes one.
    public let htmlPath: String?
    /// The latest time the worker may still be running; past it, it is stopped and its flows
    /// fail.
    public let deadline: ContinuousClock.Instant
}
