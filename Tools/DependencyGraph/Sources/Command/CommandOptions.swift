import CommandLineKit

/// What `depgraph`'s command line asks for, read from its `ParsedCommand`: what the commands
/// consume.
public struct CommandOptions: Sendable, Equatable {
    /// What to do.
    public enum Subcommand: String, Sendable, CaseIterable {
        /// Draw the graph (the default).
        case graph
        /// Check the rules.
        case lint
        /// Compare public surfaces with the baselines.
        case api
        /// Compare the committed module graphs (DOT, the README's Mermaid block and layer table) with fresh ones.
        case generated
        /// List the targets a change rebuilds and the tests to run.
        case affected
        /// Print build-shape metrics.
        case stats
        /// Check one target's imports, each breach as a compiler error (the build-tool plugin's check).
        case checkTarget = "check-target"
        /// Time the analysis on generated packages, or loading real ones.
        case bench
    }

    /// An output format; each subcommand accepts some of them.
    public enum Format: String, Sendable, CaseIterable {
        /// Graphviz DOT.
        case dot
        /// Versioned JSON.
        case json
        /// A Mermaid flowchart.
        case mermaid
        /// An SVG picture drawn by Graphviz.
        case svg
        /// A PNG picture drawn by Graphviz.
        case png
        /// Lines for people.
        case text
        /// A `swift test --filter` pattern of the affected test targets.
        case filter
    }

    /// The subcommand.
    public var subcommand: Subcommand = .graph
    /// The package to read (`--package-path`), default the current folder.
    public var packagePath: String = "."
    /// A saved description to read instead of asking SwiftPM (`--description`).
    public var descriptionFile: String?
    /// A saved `swift package dump-package` that goes with `--description` (`--manifest`).
    public var manifestFile: String?
    /// Whether to read and write the kept description (`--no-cache` turns it off).
    public var useCache = true
    /// The rules file (`--rules`), default `Tools/module-rules.json` in the package.
    public var rulesFile: String?
    /// The output format (`--format`); nil means the subcommand's default.
    public var format: Format?
    /// Where to write the graph (`--output`), default standard output.
    public var outputPath: String?
    /// Which part of the graph to draw.
    public var filter = GraphFilter()
    /// Draw the transitive reduction (`--reduce`).
    public var reduce = false
    /// Compilation conditions set for every target when lint reads `#if` (`--define`).
    public var defines: [String] = []
    /// The changed targets (`affected TARGET...`), or the packages to time (`bench PATH...`).
    public var arguments: [String] = []
    /// The revision whose changes `affected --since` maps to targets.
    public var since: String?
    /// Rewrite the API baselines or the committed graphs (`api --update`, `generated --update`).
    public var update = false
    /// The build folder holding the modules (`api --build-path`), default `.build/debug`.
    public var buildPath: String?
    /// Runs per size (`bench --runs`).
    public var runs = 9
    /// The file `check-target --stamp` writes when the target is clean, the output a build system waits for.
    public var stampFile: String?

    /// Creates the default options.
    public init() {}

    /// The formats each subcommand writes; the first is its default.
    static let formats: [Subcommand: [Format]] = [
        .graph: [.dot, .json, .mermaid, .svg, .png], .affected: [.text, .json, .filter], .stats: [.text, .json],
    ]

    /// The format in effect.
    public var effectiveFormat: Format {
        format ?? Self.formats[subcommand]?.first ?? .text
    }

    /// Reads the options of the command `parsed` names (`graph` when it names none), as
    /// `DepgraphCommand.declaration` declares them.
    ///
    /// - Throws: `CommandUsageError` for a value an option does not take or options that do not
    ///   go together, with the usage of that command.
    public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
        subcommand = parsed.path.dropFirst().first.flatMap(Subcommand.init(rawValue:)) ?? .graph
        if let path = parsed.value("--package-path") { packagePath = path }
        descriptionFile = parsed.value("--description")
        manifestFile = parsed.value("--manifest")
        useCache = !parsed.flag("--no-cache")
        rulesFile = parsed.value("--rules")
        outputPath = parsed.value("--output")
        filter = GraphFilter(
            skipTests: parsed.flag("--skip-tests"), skipExternal: parsed.flag("--skip-external"),
            focus: parsed.values("--focus"), direct: parsed.flag("--direct"))
        reduce = parsed.flag("--reduce")
        defines = parsed.values("--define")
        arguments = parsed.values(Self.positionalName(of: subcommand))
        since = parsed.value("--since")
        update = parsed.flag("--update")
        buildPath = parsed.value("--build-path")
        stampFile = parsed.value("--stamp")
        let usage = HelpText.usage(for: DepgraphCommand.declaration.commands(along: parsed.path))
        if let text = parsed.value("--runs") {
            guard let count = Int(text), count > 0 else {
                throw CommandUsageError("--runs takes a positive integer, not '\(text)'", usage: usage)
            }
            runs = count
        }
        if let text = parsed.value("--format") {
            let allowed = Self.formats[subcommand] ?? []
            guard let format = Format(rawValue: text), allowed.contains(format) else {
                let names = allowed.map(\.rawValue)
                let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
                throw CommandUsageError("--format takes \(list), not '\(text)'", usage: usage)
            }
            self.format = format
        }
        if let problem = combinationProblem {
            throw CommandUsageError(problem, usage: usage)
        }
    }

    /// The positional argument `subcommand` reads into ``arguments``.
    private static func positionalName(of subcommand: Subcommand) -> String {
        switch subcommand {
        case .bench: DepgraphCommand.Bench.packages
        case .checkTarget: DepgraphCommand.CheckTarget.target
        default: DepgraphCommand.Affected.targets
        }
    }

    /// What is wrong with options that are each fine but do not go together.
    private var combinationProblem: String? {
        if filter.direct && filter.focus.isEmpty {
            return "--direct needs --focus TARGET"
        }
        if manifestFile != nil && descriptionFile == nil {
            return "--manifest goes with --description (SwiftPM is asked for both otherwise)"
        }
        if subcommand == .affected && (arguments.isEmpty == (since == nil)) {
            return "`depgraph affected` expects either target names or --since REV"
        }
        return nil
    }
}
