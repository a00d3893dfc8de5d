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
        /// Time the analysis on generated packages.
        case bench
        /// Print the usage.
        case help
    }

    /// An output format of the graph.
    public enum Format: String, Sendable, CaseIterable {
        /// Graphviz DOT.
        case dot
        /// Versioned JSON.
        case json
        /// A Mermaid flowchart.
        case mermaid
    }

    /// The subcommand.
    public var subcommand: Subcommand = .graph
    /// The package to read (`--package-path`), default the current folder.
    public var packagePath: String = "."
    /// A saved description to read instead of asking SwiftPM (`--description`).
    public var descriptionFile: String?
    /// The rules file (`--rules`), default `Tools/module-rules.json` in the package.
    public var rulesFile: String?
    /// The graph format.
    public var format: Format = .dot
    /// Where to write the graph (`--output`), default standard output.
    public var outputPath: String?
    /// Which part of the graph to draw.
    public var filter = GraphFilter()
    /// Rewrite the API baselines (`api --update`).
    public var update = false
    /// The build folder holding the modules (`api --build-path`), default `.build/debug`.
    public var buildPath: String?
    /// Runs per size (`bench --runs`).
    public var runs = 9

    /// Creates the default options.
    public init() {}

    private static let valueOptions: [String: Set<Subcommand>] = [
        "--package-path": [.graph, .lint, .api], "--description": [.graph, .lint, .api],
        "--rules": [.graph, .lint, .api], "--format": [.graph], "--output": [.graph], "--focus": [.graph],
        "--build-path": [.api], "--runs": [.bench],
    ]
    private static let flags: [String: Set<Subcommand>] = [
        "--skip-tests": [.graph], "--direct": [.graph], "--update": [.api], "--help": Set(Subcommand.allCases),
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
                try options.apply(flag: argument)
            } else if let allowed = valueOptions[argument] {
                try check(argument, allowed, options.subcommand)
                guard let value = remaining.popFirst() else { throw .usage("\(argument) expects a value") }
                try options.apply(option: argument, value: value)
            } else {
                let known = Array(flags.keys) + Array(valueOptions.keys)
                throw .usage("unknown option '\(argument)'" + NameSuggester.hint(for: argument, among: known.sorted()))
            }
        }
        if options.filter.direct && options.filter.focus == nil {
            throw .usage("--direct needs --focus MODULE")
        }
        return options
    }

    private static func check(_ argument: String, _ allowed: Set<Subcommand>, _ subcommand: Subcommand)
        throws(DepgraphError)
    {
        guard allowed.contains(subcommand) else {
            throw .usage("\(argument) does not apply to `depgraph \(subcommand.rawValue)`")
        }
    }

    private mutating func apply(flag: String) throws(DepgraphError) {
        switch flag {
        case "--skip-tests": filter.skipTests = true
        case "--direct": filter.direct = true
        case "--update": update = true
        default: subcommand = .help
        }
    }

    private mutating func apply(option: String, value: String) throws(DepgraphError) {
        switch option {
        case "--package-path": packagePath = value
        case "--description": descriptionFile = value
        case "--rules": rulesFile = value
        case "--output": outputPath = value
        case "--focus": filter.focus = value
        case "--build-path": buildPath = value
        case "--runs":
            guard let count = Int(value), count > 0 else {
                throw .usage("--runs expects a positive integer, found '\(value)'")
            }
            runs = count
        default:
            guard let format = Format(rawValue: value) else {
                throw .usage("--format expects dot, json or mermaid, found '\(value)'")
            }
            self.format = format
        }
    }

    /// The usage text.
    public static let usage = """
        usage: depgraph [graph] [--format dot|json|mermaid] [--output PATH] [--skip-tests] [--focus MODULE] [--direct]
               depgraph lint [--rules PATH]
               depgraph api [--update] [--build-path PATH]
               depgraph bench [--runs N]
        common: --package-path PATH (default .), --description FILE (a saved `swift package describe --type json`),
                --rules PATH (default Tools/module-rules.json in the package)
        exit status: 0 clean, 1 violations or API changes, 2 usage or tool error
        """
}
