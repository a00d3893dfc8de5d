/// `App test FLOW|DIR...` once its command line is read (`FlowFileTestOptions.declaration` declares
/// it): runs the suite and reports it.
public enum FlowFileTestCommand {
    /// Runs the flows `options` name and returns the exit status: 0 all passed, 1 a flow failed,
    /// 2 a path, flow file or report that cannot be used (each printed as `error: ...`).
    ///
    /// - Parameters:
    ///   - options: What to run and where to report it.
    ///   - host: Makes a fresh app for each flow.
    ///   - workerLauncher: Starts the worker processes `--shard-split` and `--shard-all` ask
    ///     for; without one, those options are refused.
    ///   - output: Receives each printed line.
    @MainActor
    public static func run(
        options: FlowFileTestOptions,
        host: @escaping @MainActor () -> any FlowFileHosting,
        workerLauncher: (any FlowFileShardWorkerLaunching)? = nil,
        output: @escaping (String) -> Void
    ) -> Int32 {
        // One worker is the run itself, as Maestro runs one device.
        guard let workers = options.workers, workers.count > 1 else {
            return FlowFileSuiteRunner(options: options, host: host, output: output).run()
        }
        guard let workerLauncher else {
            output("error: \(FlowFileShardWorkers.option(workers.mode)) needs a program that can start its workers")
            return 2
        }
        return FlowFileShardedSuiteRunner(options: options, workers: workers, launcher: workerLauncher, output: output)
            .run()
    }
}
