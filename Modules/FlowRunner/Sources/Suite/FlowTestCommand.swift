/// `App test FLOW|DIR...` once its command line is read (`FlowTestOptions.declaration` declares
/// it): runs the suite and reports it.
public enum FlowTestCommand {
    /// Runs the flows `options` name and returns the exit status: 0 all passed, 1 a flow failed,
    /// 2 a path, flow file or report that cannot be used (each printed as `error: ...`).
    ///
    /// - Parameters:
    ///   - options: What to run and where to report it.
    ///   - host: Makes a fresh app for each flow.
    ///   - output: Receives each printed line.
    @MainActor
    public static func run(
        options: FlowTestOptions,
        host: @escaping @MainActor () -> any FlowHost,
        output: @escaping (String) -> Void
    ) -> Int32 {
        FlowSuiteRunner(options: options, host: host, output: output).run()
    }
}
