import CommandLineKit
import DesignSystem
import Foundation

extension TokensCommand {
    /// `App tokens resolve RESOLVER [--input NAME=VALUE]...`: applies a DTCG 2025.10 resolver
    /// document and prints the resolved token set as DTCG JSON. Exit status: 0 resolved, 1 the
    /// resolver, its inputs or the resolved aliases have errors, 2 bad usage.
    public enum Resolve: DeclaredCommand {
        /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
        public static let declaration = CommandDeclaration(
            "resolve",
            abstract: "Applies a DTCG 2025.10 resolver document and prints the resolved token set as DTCG JSON.",
            discussion: """
                Sets and the chosen context of each modifier are merged in resolutionOrder; $ref files are read
                from the resolver's folder only. Aliases of the result are then checked.
                Exit status: 0 resolved, 1 the resolver, its inputs or the aliases have errors, 2 bad usage.
                """,
            arguments: [
                .positional("RESOLVER", help: "the resolver document (.resolver.json)"),
                .option(
                    "--input", value: "NAME=VALUE", repeatable: true,
                    help: "the context of one modifier, such as theme=dark (default: the modifier's default)"),
            ]
        )

        /// Which resolver, with which inputs.
        public struct Options: Equatable {
            var resolver: String
            var inputs: [String: String] = [:]
            /// The usage lines printed under an error found while running.
            var usage = ""

            /// Reads the options of `App tokens resolve`.
            ///
            /// - Throws: `CommandUsageError` for an input without `=` or a modifier given twice.
            public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
                usage = parsed.usage
                resolver = parsed.value("RESOLVER") ?? ""
                for input in parsed.values("--input") {
                    guard let equals = input.firstIndex(of: "="), equals != input.startIndex else {
                        throw parsed.usageError(
                            "--input takes NAME=VALUE, such as theme=dark, not '\(input)'")
                    }
                    let name = String(input[..<equals])
                    guard inputs[name] == nil else {
                        throw parsed.usageError("--input \(name) is given twice")
                    }
                    inputs[name] = String(input[input.index(after: equals)...])
                }
            }
        }

        /// Resolves and prints; errors go to `errors`, one a line.
        public static func run(_ options: Options, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: options.resolver, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else {
                let usage = options.usage
                errors(CommandUsageError("\(options.resolver): no such file", usage: usage).description)
                return CommandUsageError.exitStatus
            }
            let url = URL(fileURLWithPath: options.resolver)
            let name = url.lastPathComponent
            switch DTCGResolver.resolve(resolverAt: url, inputs: options.inputs) {
            case let .failure(failure):
                for warning in failure.warnings { errors("\(name): warning: \(warning)") }
                let count = failure.errors.count
                errors("\(name): " + (count == 1 ? "1 error" : "\(count) errors"))
                for error in failure.errors { errors("\(name): \(error)") }
                return 1
            case let .success(resolution):
                for warning in resolution.warnings { errors("\(name): warning: \(warning)") }
                output(resolution.tokens)
                let report = DesignTokens.report(
                    for: [TokenSource(name: name, data: Data(resolution.tokens.utf8))], appRequirements: false)
                let aliasErrors = report.issues.filter(\.isAliasProblem)
                for issue in aliasErrors { errors("\(name): \(issue); fix: \(issue.fix)") }
                let others =
                    report.issues.count - aliasErrors.count + report.legacyForms.count + report.membersBesideValue.count
                if others > 0 {
                    errors(
                        "\(name): note: the resolved tokens have \(others) other finding(s); "
                            + "App tokens check on the output lists them")
                }
                return aliasErrors.isEmpty ? 0 : 1
            }
        }
    }
}

extension TokenIssue {
    /// Whether the issue is about an alias: what the resolver's alias stage must refuse.
    fileprivate var isAliasProblem: Bool {
        switch self {
        case .brokenAlias, .aliasToGroup, .aliasCycle, .aliasTypeMismatch, .invalidReference: true
        default: false
        }
    }
}
