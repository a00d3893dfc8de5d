import CommandLineKit
import Foundation

@testable import DesignSystemTools

/// `App tokens SUBCOMMAND ...` run as the command line runs it: parsed against the tokens
/// command's declaration, then handed to the subcommand, with what it prints kept.
struct TokensRun {
    private(set) var code: Int32 = 0
    private(set) var output = ""
    private(set) var errors = ""

    /// - Parameter onOutput: Called with each block of output as it is printed, while the
    ///   command runs (a test uses it to act at that moment).
    init(_ arguments: [String], onOutput: (String) -> Void = { _ in }) {
        var output: [String] = []
        var errors: [String] = []
        let write = { (text: String) in
            output.append(text)
            onOutput(text)
        }
        let writeError = { (text: String) in errors.append(text) }
        do {
            let parsed = try CommandLineParser.parse(arguments, as: TokensCommand.declaration)
            switch parsed.path.last {
            case "check": code = TokensCommand.Check.run(try .init(parsed), output: write, errors: writeError)
            case "migrate": code = TokensCommand.Migrate.run(try .init(parsed), output: write, errors: writeError)
            case "resolve": code = TokensCommand.Resolve.run(try .init(parsed), output: write, errors: writeError)
            default: code = TokensCommand.run(try .init(parsed), output: write, errors: writeError)
            }
        } catch {
            errors.append(error.description)
            code = CommandUsageError.exitStatus
        }
        self.output = output.joined(separator: "\n")
        self.errors = errors.joined(separator: "\n")
    }
}
