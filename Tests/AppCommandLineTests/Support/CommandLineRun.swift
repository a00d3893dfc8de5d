@testable import App
@testable import AppCommandLine

/// One run of the App command line inside the test process, with what it printed.
struct CommandLineRun {
    /// The exit status.
    let code: Int32
    /// Standard output, its lines joined.
    let output: String
    /// Standard error, its lines joined.
    let errors: String

    /// Runs `App` with `arguments`, feeding it `input` one line at a time.
    init(_ arguments: [String], input: [String] = []) {
        var output: [String] = []
        var errors: [String] = []
        var remaining = input[...]
        let commandLine = AppCommandLine(
            write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { remaining.popFirst() })
        code = commandLine.run(arguments)
        self.output = output.joined(separator: "\n")
        self.errors = errors.joined(separator: "\n")
    }
}
