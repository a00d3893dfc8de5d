import CommandLineKit

@testable import FlowRunner

/// A command line after `test`, read as `FlowFileTestOptions.declaration` declares it, for tests
/// that give the flow runner the words a person types.
enum FlowFileTestArguments {
    /// The options `arguments` give; a usage error of the parser or of the options is a
    /// `FlowFileUsageError` with its message.
    static func options(_ arguments: [String]) throws(FlowFileUsageError) -> FlowFileTestOptions {
        let parsed: ParsedCommand
        do {
            parsed = try CommandLineParser.parse(arguments, as: FlowFileTestOptions.declaration)
        } catch {
            throw FlowFileUsageError(error.message)
        }
        return try FlowFileTestOptions(parsed)
    }

    /// Runs `FlowFileTestCommand` on `arguments`, printing a usage error as `error: MESSAGE` and
    /// returning 2, as `App test` does.
    @MainActor
    static func run(
        _ arguments: [String], host: @escaping @MainActor () -> any FlowFileHosting, output: @escaping (String) -> Void
    ) -> Int32 {
        let options: FlowFileTestOptions
        do {
            options = try self.options(arguments)
        } catch {
            output("error: \(error.message)")
            return 2
        }
        return FlowFileTestCommand.run(options: options, host: host, output: output)
    }
}
