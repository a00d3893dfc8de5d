@testable import scaffold

/// What one run of the scaffold's command line printed and returned.
struct ScaffoldRun {
    let status: Int32
    let output: [String]
    let errors: [String]

    /// Runs `scaffold` with `arguments`, capturing both outputs.
    init(_ arguments: [String]) {
        var output: [String] = []
        var errors: [String] = []
        status = ScaffoldCommand.run(
            arguments: arguments, output: { output.append($0) }, errorOutput: { errors.append($0) })
        self.output = output
        self.errors = errors
    }
}
