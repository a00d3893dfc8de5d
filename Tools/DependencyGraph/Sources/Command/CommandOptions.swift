/// The parsed command line of `depgraph`.
public struct CommandOptions: Sendable, Equatable {
    /// What to do.
    public enum Subcommand: String, Sendable, CaseIterable {
        /// Draw the graph (the default).
        case graph
        /// Check the rules.
        case lint
        /// Compare public surfaces with the baselines.
        case api
        /// Compare the committed module graphs (DOT, the README's Mermaid block) with fresh ones.
        case generated
        /// List the targets a change rebuilds and the tests to run.
        case affected
        /// Print build-shape metrics.
        case stats
        /// Time the analysis on generated packages, or loading real ones.
        case bench
        /// Print the usage.
        case help
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

    private static let readers: Set<Subcommand> = [.graph, .lint, .api, .generated, .affected, .stats]
    private static let valueOptions: [String: Set<Subcommand>] = [
        "--package-path": readers, "--description": readers, "--manifest": readers, "--rules": readers,
        "--format": [.graph, .affected, .stats], "--output": [.graph], "--focus": [.graph], "--define": [.lint],
        "--since": [.affected], "--build-path": [.api], "--runs": [.bench],
    ]
    private static let flags: [String: Set<Subcommand>] = [
        "--skip-tests": [.graph, .stats], "--skip-external": [.graph], "--direct": [.graph], "--reduce": [.graph],
        "--no-cache": readers, "--update": [.api, .generated], "--help": Set(Subcommand.allCases),
    ]

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(DepgraphError) -> CommandOptions {
        var options = CommandOptions()
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            guard let subcommand = Subcommand(rawValue: first) else {
                throw .usage(
                    "unknown subcommand '\(first)'"
                        + NameSuggester.hint(for: first, among: Subcommand.allCases.map(\.rawValue))
                )
            }
            options.subcommand = subcommand
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            if let allowed = flags[argument] {
                try check(argument, allowed, options.subcommand)
                options.apply(flag: argument)
            } else if let allowed = valueOptions[argument] {
                try check(argument, allowed, options.subcommand)
                guard let value = remaining.popFirst() else { throw .usage("\(argument) expects a value") }
                try options.apply(option: argument, value: value)
            } else if !argument.hasPrefix("-"), [.affected, .bench].contains(options.subcommand) {
                options.arguments.append(argument)
            } else {
                let known = Array(flags.keys) + Array(valueOptions.keys)
                throw .usage("unknown option '\(argument)'" + NameSuggester.hint(for: argument, among: known.sorted()))
            }
        }
        try options.validate()
        return options
    }

    private func validate() throws(DepgraphError) {
        if filter.direct && filter.focus.isEmpty {
            throw .usage("--direct needs --focus MODULE")
        }
        if manifestFile != nil && descriptionFile == nil {
            throw .usage("--manifest goes with --description (SwiftPM is asked for both otherwise)")
        }
        if let format, let allowed = Self.formats[subcommand], !allowed.contains(format) {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw .usage(
                "--format \(format.rawValue) does not apply to `depgraph \(subcommand.rawValue)` (use \(names))")
        }
        if subcommand == .affected && (arguments.isEmpty == (since == nil)) {
            throw .usage("`depgraph affected` expects either target names or --since REV")
        }
    }

    private static func check(_ argument: String, _ allowed: Set<Subcommand>, _ subcommand: Subcommand)
        throws(DepgraphError)
    {
        guard allowed.contains(subcommand) else {
            throw .usage("\(argument) does not apply to `depgraph \(subcommand.rawValue)`")
        }
    }

    private mutating func apply(flag: String) {
        switch flag {
        case "--skip-tests": filter.skipTests = true
        case "--skip-external": filter.skipExternal = true
        case "--direct": filter.direct = true
        case "--reduce": reduce = true
        case "--no-cache": useCache = false
        case "--update": update = true
        default: subcommand = .help
        }
    }

    private mutating func apply(option: String, value: String) throws(DepgraphError) {
        switch option {
        case "--package-path": packagePath = value
        case "--description": descriptionFile = value
        case "--manifest": manifestFile = value
        case "--rules": rulesFile = value
        case "--output": outputPath = value
        case "--focus": filter.focus.append(value)
        case "--define": defines.append(value)
        case "--since": since = value
        case "--build-path": buildPath = value
        case "--runs":
            guard let count = Int(value), count > 0 else {
                throw .usage("--runs expects a positive integer, found '\(value)'")
            }
            runs = count
        default:
            guard let format = Format(rawValue: value) else {
                let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("--format expects one of \(names), found '\(value)'")
            }
            self.format = format
        }
    }

    /// The usage text.
    public static let usage = """
        usage: depgraph [graph] [--format dot|json|mermaid|svg|png] [--output PATH] [--skip-tests] [--skip-external]
                        [--focus TARGET]... [--direct] [--reduce]
               depgraph lint [--define NAME]...
               depgraph affected TARGET... | --since REV [--format text|json|filter]
               depgraph stats [--skip-tests] [--format text|json]
               depgraph api [--update] [--build-path PATH]
               depgraph generated [--update]
               depgraph bench [--runs N] [PACKAGE-PATH...]
        common: --package-path PATH (default .), --description FILE (a saved `swift package describe --type json`)
                with --manifest FILE (a saved `swift package dump-package`), --no-cache,
                --rules PATH (default Tools/module-rules.json in the package)
        exit status: 0 clean, 1 violations or API changes, 2 usage or tool error
        """
}
