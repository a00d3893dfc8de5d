import CommandLineKit

/// `depgraph`'s command tree, declared once: every command with exactly the options it takes,
/// from which the parsing, the usage lines and each `--help` come.
extension DepgraphCommand: DeclaredCommand {
    /// The root: `depgraph` and its commands; with no command named, `graph` runs.
    public static let declaration = CommandDeclaration(
        "depgraph",
        abstract: "Draws a SwiftPM package's target graph and checks it against the layers of its rules file.",
        discussion: """
            With no command, depgraph draws the graph: `depgraph --format mermaid` is
            `depgraph graph --format mermaid`.

            Exit status: 0 clean, 1 violations or a changed public surface, 2 bad usage or a tool error.
            """,
        subcommands: [
            Graph.declaration, Lint.declaration, API.declaration, Generated.declaration, Affected.declaration,
            Stats.declaration, CheckTarget.declaration, Bench.declaration, Help.declaration,
        ]
    )

    /// The options of every command that reads a package: where the package is and which rules
    /// apply to it.
    static let packageOptions: [ArgumentDeclaration] = [
        .option("--package-path", value: "PATH", help: "the package to read (default: the current folder)"),
        .option(
            "--description", value: "FILE",
            help: "a saved `swift package describe --type json`, read instead of asking SwiftPM"),
        .option("--manifest", value: "FILE", help: "a saved `swift package dump-package` to go with --description"),
        .flag("--no-cache", help: "ask SwiftPM every time instead of reading the description kept in .build"),
        .option("--rules", value: "PATH", help: "the rules file (default: Tools/module-rules.json in the package)"),
    ]

    /// `--format` taking `formats`, the first of them the default.
    static func formatOption(_ formats: [CommandOptions.Format], help: String) -> ArgumentDeclaration {
        .option(
            "--format", value: formats.map(\.rawValue).joined(separator: "|"),
            help: "\(help) (default \(formats[0].rawValue))")
    }

    /// `depgraph graph`, the default: the graph drawn.
    enum Graph: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "graph",
            abstract: "Draws the target graph, with the layers and the edges that break a rule (the default command).",
            discussion: "svg and png pipe the DOT text through Graphviz's `dot`, which must be installed.",
            arguments: [
                formatOption(CommandOptions.formats[.graph] ?? [], help: "what to write"),
                .option(
                    "--output", value: "PATH",
                    help: "the regular file to replace with the graph (default: standard output)"),
                .flag("--skip-tests", help: "leave the test targets out"),
                .flag("--skip-external", help: "leave the products of other packages out"),
                .option(
                    "--focus", value: "TARGET", repeatable: true,
                    help: "draw only TARGET, what it reaches and what reaches it"),
                .flag("--direct", help: "with --focus: only the focused targets' direct neighbours"),
                .flag("--reduce", help: "leave out every edge a longer path already implies"),
            ] + packageOptions
        )
    }

    /// `depgraph lint`: the rules checked.
    enum Lint: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "lint",
            abstract: "Checks the package against its rules file: one line per violation; exit 1 when there are any.",
            arguments: [
                .option(
                    "--define", value: "NAME", repeatable: true,
                    help: "a compilation condition that holds in every target when `#if` is read")
            ] + packageOptions
        )
    }

    /// `depgraph api`: the public surfaces compared with their baselines.
    enum API: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "api",
            abstract: "Compares every built library's public surface with Tools/api; exit 1 when one differs.",
            arguments: [
                .flag("--update", help: "rewrite the baselines that differ instead"),
                .option(
                    "--build-path", value: "PATH",
                    help: "the build folder holding the modules (default: .build/debug in the package)"),
            ] + packageOptions
        )
    }

    /// `depgraph generated`: the committed graphs compared with fresh ones.
    enum Generated: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "generated",
            abstract:
                "Compares the committed DOT graph and the README's Mermaid block and layer table with fresh ones; exit 1 when stale.",
            arguments: [.flag("--update", help: "rewrite the stale files instead (part of `make accept`)")]
                + packageOptions
        )
    }

    /// `depgraph affected`: what a change rebuilds.
    enum Affected: DeclaredCommand {
        /// The positional argument holding the changed targets.
        static let targets = "TARGET"

        static let declaration = CommandDeclaration(
            "affected",
            abstract: "Lists the targets a change rebuilds and the test targets among them.",
            discussion: "Give either the changed targets or --since REV.",
            arguments: [
                .positional(targets, count: .zeroOrMore, help: "a changed target"),
                .option(
                    "--since", value: "REV",
                    help: "the targets whose files changed since the merge base of REV and HEAD"),
                formatOption(
                    CommandOptions.formats[.affected] ?? [],
                    help: "what to write; filter prints only the `swift test --filter` pattern"),
            ] + packageOptions
        )
    }

    /// `depgraph stats`: the build shape.
    enum Stats: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "stats",
            abstract: "Prints the build shape: height, critical path, width per level, fan-in and fan-out.",
            arguments: [
                .flag("--skip-tests", help: "leave the test targets out"),
                formatOption(CommandOptions.formats[.stats] ?? [], help: "what to write"),
            ] + packageOptions
        )
    }

    /// `depgraph check-target`: one target's imports checked, for the build-tool plugin.
    enum CheckTarget: DeclaredCommand {
        /// The positional argument naming the target.
        static let target = "TARGET"

        static let declaration = CommandDeclaration(
            "check-target",
            abstract:
                "Checks one target's imports against the layer rules, each breach a compiler error at its import.",
            discussion: """
                Prints `FILE:LINE:COLUMN: error: ...` per breach, the form SwiftPM and Xcode list as build
                errors; exit 1 when there are any. The build-tool plugin DependencyGraphLint runs it on
                every build of a target that opts in; `depgraph lint` checks the whole graph.
                """,
            arguments: [
                .positional(target, count: .one, help: "the target whose sources are checked"),
                .option(
                    "--stamp", value: "FILE",
                    help: "a file to write when the target is clean (the output a build command declares)"),
                .option(
                    "--define", value: "NAME", repeatable: true,
                    help: "a compilation condition that holds in every target when `#if` is read"),
            ] + packageOptions
        )
    }

    /// `depgraph bench`: the analysis timed.
    enum Bench: DeclaredCommand {
        /// The positional argument holding the packages to time.
        static let packages = "PACKAGE-PATH"

        static let declaration = CommandDeclaration(
            "bench",
            abstract: "Times the analysis of generated packages of 500, 1000 and 2000 targets, or loading real ones.",
            arguments: [
                .positional(packages, count: .zeroOrMore, help: "a package to load, first with SwiftPM, then cached"),
                .option(
                    "--runs", value: "N",
                    help: "runs per size or package, the median reported (default \(CommandOptions().runs))"),
            ]
        )
    }

    /// `depgraph help [COMMAND]`: the help of depgraph or of one command.
    enum Help: DeclaredCommand {
        /// The positional argument naming the command.
        static let command = "COMMAND"

        static let declaration = CommandDeclaration(
            "help",
            abstract: "Prints this help, or the help of the command named.",
            arguments: [.positional(command, count: .optional, help: "a command, such as lint")]
        )
    }
}
