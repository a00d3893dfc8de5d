import CommandLineKit

@testable import FlowRunner

/// A command line after `test`, read as `FlowTestOptions.declaration` declares it, for tests
/// that give the flow runner the words a person types.
enum FlowTestArguments {
    /// The options `arguments` give; a usage error of the parser or of the options is a
    /// `FlowUsageError` with its message.
    static func options(_ arguments: [String]) throws(FlowUsageError) -> FlowTestOptions {
        let parsed: ParsedCommand
        do {
            parsed = try CommandLineParser.parse(arguments, as: FlowTestOptions.declaration)
        } catch {
            throw FlowUsageError(error.message)
        }
        return try FlowTestOptions(parsed)
    }

    /// Runs `FlowTestCommand` on `arguments`, printing a usage error as `error: MESSAGE` and
    /// returning 2, as `App test` does.
    @MainActor
    static func run(
        _ arguments: [String], host: @escaping @MainActor () -> any FlowHost, output: @escaping (String) -> Void
    ) -> Int32 {
        let options: FlowTestOptions
        do {
            options = try self.options(arguments)
        } catch {
            output("error: \(error.message)")
            return 2
        }
        return FlowTestCommand.run(options: options, host: host, output: output)
    }
}
