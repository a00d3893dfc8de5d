/// `App test FLOW|DIR...` once its command line is read (`FlowTestOptions.declaration` declares
/// it): runs the suite and reports it.
public enum FlowTestCommand {
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
        options: FlowTestOptions,
        host: @escaping @MainActor () -> any FlowHost,
        workerLauncher: (any FlowShardWorkerLaunching)? = nil,
        output: @escaping (String) -> Void
    ) -> Int32 {
        // One worker is the run itself, as Maestro runs one device.
        guard let workers = options.workers, workers.count > 1 else {
            return FlowSuiteRunner(options: options, host: host, output: output).run()
        }
        guard let workerLauncher else {
            output("error: \(FlowShardWorkers.option(workers.mode)) needs a program that can start its workers")
            return 2
        }
        return FlowShardedSuiteRunner(options: options, workers: workers, launcher: workerLauncher, output: output)
            .run()
    }
}
