/// `App test FLOW|DIR...`: the whole command, so the app only forwards its arguments.
public enum FlowTestCommand {
    /// Parses `arguments` (those after `test`), runs the suite and returns the exit status:
    /// 0 all passed, 1 a flow failed, 2 bad usage or a syntax error.
    ///
    /// - Parameters:
    ///   - arguments: The command line after `test`.
    ///   - host: Makes a fresh app for each flow.
    ///   - output: Receives each printed line.
    @MainActor
    public static func run(
        arguments: [String],
        host: @escaping @MainActor () -> any FlowHost,
        output: @escaping (String) -> Void
    ) -> Int32 {
        let options: FlowTestOptions
        do {
            options = try FlowTestOptions.parse(arguments)
        } catch {
            output("error: \(error.message)")
            output(FlowTestOptions.usage)
            return 2
        }
        if options.showsHelp {
            output(FlowTestOptions.usage)
            return 0
        }
        return FlowSuiteRunner(options: options, host: host, output: output).run()
    }
}
