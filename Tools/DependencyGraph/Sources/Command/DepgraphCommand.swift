import CommandLineKit
import Foundation

/// Runs `depgraph`; the executable only forwards its arguments and exits with the returned status.
public struct DepgraphCommand {
    /// Exit status: nothing wrong.
    public static let clean: Int32 = 0
    /// Exit status: violations or API changes found.
    public static let violationsFound: Int32 = 1
    /// Exit status: bad usage or input, or a failing tool.
    public static let toolError: Int32 = 2

    private let write: (Data) throws(DepgraphError) -> Void
    private let writeError: (String) -> Void
    private let graphviz: GraphvizRenderer

    /// Creates a command that prints through the given functions (standard output and error by
    /// default) and draws pictures with `graphviz`.
    public init(
        write: @escaping (Data) throws(DepgraphError) -> Void = StandardOutput.write,
        writeError: @escaping (String) -> Void = StandardOutput.writeError,
        graphviz: GraphvizRenderer = GraphvizRenderer()
    ) {
        self.write = write
        self.writeError = writeError
        self.graphviz = graphviz
    }

    /// Runs with the arguments after the program name and returns the exit status. A usage
    /// error prints `error: MESSAGE` and the usage of the command read; `--help` prints that
    /// command's help, generated from `declaration`.
    public func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedCommand
        let options: CommandOptions
        do {
            parsed = try DepgraphArguments.parse(arguments)
            if parsed.wantsHelp { return help(along: parsed.path) }
            options = try CommandOptions(parsed)
        } catch {
            writeError("\(error)\n")
            return CommandUsageError.exitStatus
        }
        do {
            switch options.subcommand {
            case .graph: return try graph(options)
            case .lint: return try lint(options)
            case .api: return try api(options)
            case .generated: return try generated(options)
            case .affected: return try affected(options)
            case .stats: return try stats(options)
            case .checkTarget: return try checkTarget(options)
            case .bench: return try bench(options)
            }
        } catch {
            if case .usage(let message) = error {
                // A value only the package can refuse (a --focus naming no target).
                let usage = HelpText.usage(for: Self.declaration.commands(along: parsed.path))
                writeError("\(CommandUsageError(message, usage: usage))\n")
            } else {
                writeError("depgraph: \(error)\n")
            }
            return Self.toolError
        }
    }

    /// Prints the help of the command at `path` (`["depgraph", "lint"]`).
    private func help(along path: [String]) -> Int32 {
        do {
            try print(HelpText.help(for: Self.declaration.commands(along: path)) + "\n")
            return Self.clean
        } catch {
            writeError("depgraph: \(error)\n")
            return Self.toolError
        }
    }

    private func print(_ text: String) throws(DepgraphError) {
        try write(Data(text.utf8))
    }

    private func graph(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: false)
        var view = try GraphView(graph: context.graph, linter: context.linter, filter: options.filter)
        if options.reduce { view = view.reduced() }
        let output: Data
        switch options.effectiveFormat {
        case .json: output = Data(JSONRenderer.render(view).utf8)
        case .mermaid: output = Data(MermaidRenderer.render(view).utf8)
        case .svg: output = try graphviz.render(dot: DOTRenderer.render(view), format: "svg")
        case .png: output = try graphviz.render(dot: DOTRenderer.render(view), format: "png")
        default: output = Data(DOTRenderer.render(view).utf8)
        }
        if let path = options.outputPath {
            try OutputFile.write(output, to: path)
        } else {
            try write(output)
        }
        return Self.clean
    }

    private func lint(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: true)
        guard let linter = context.linter else { return Self.toolError }
        let imports = try SourceImportReader.imports(of: context.graph, rules: linter.rules, defines: options.defines)
        let violations = linter.violations(imports: imports)
        for violation in violations { try print("\(violation)\n") }
        for note in linter.pendingNotes(imports: imports) { writeError("note: \(note)\n") }
        let targets = context.graph.targets.count
        writeError("depgraph lint: \(targets) targets, \(violations.count) violation(s)\n")
        return violations.isEmpty ? Self.clean : Self.violationsFound
    }

    private func checkTarget(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: true)
        guard let linter = context.linter, let target = options.arguments.first else { return Self.toolError }
        let breaches = try TargetImportCheck(linter: linter).breaches(of: target, defines: options.defines)
        for breach in breaches { try print(breach.compilerDiagnostic + "\n") }
        guard breaches.isEmpty else { return Self.violationsFound }
        if let stamp = options.stampFile {
            try StampFile.write("// depgraph check-target \(target): no import breaks the rules.\n", to: stamp)
        }
        return Self.clean
    }

    private func affected(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: false)
        let graph = context.graph
        var files: ChangedFiles?
        var changed = options.arguments
        if let revision = options.since {
            let mapped = ChangedFiles(files: try GitChanges.files(since: revision, root: graph.package.root), in: graph)
            files = mapped
            changed = mapped.targets
        }
        let affected = try AffectedTargets(changed: changed, in: graph)
        try print(AffectedReport.render(affected, files: files, format: options.effectiveFormat))
        return Self.clean
    }

    private func stats(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: false)
        let shape = try BuildShape(graph: context.graph, skipTests: options.filter.skipTests)
        try print(StatsReport.render(shape, package: context.graph.package.name, format: options.effectiveFormat))
        return Self.clean
    }

    private func api(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: true)
        guard let linter = context.linter else { return Self.toolError }
        let root = context.graph.package.root
        let buildPath = options.buildPath ?? root + "/.build/debug"
        let baselineDirectory = root + "/Tools/api"
        var changed = false
        var violations: [Violation] = []
        let modules = context.graph.targets.filter { linter.rules.kind(of: $0) == .library }
        for module in modules {
            let symbols = try SymbolGraphReader.symbols(of: module.name, buildPath: buildPath)
            violations += SurfaceRules.violations(module: module.name, symbols: symbols, rules: linter.rules)
            let baseline = APIBaseline(module: module.name, directory: baselineDirectory)
            let current = symbols.map(\.line)
            let difference = APIBaseline.difference(committed: try baseline.read(), current: current)
            guard !difference.added.isEmpty || !difference.removed.isEmpty else { continue }
            if options.update {
                try baseline.write(current)
                try print(
                    "\(module.name): baseline updated (\(SourceImportReader.relative(baseline.file, to: root)))\n")
            } else {
                changed = true
                let file = try baseline.generatedFile(current: current, root: root)
                try print("\(module.name): public surface differs from its baseline\n")
                try print(file.stalenessMessage ?? "")
            }
        }
        for violation in violations { try print("\(violation)\n") }
        if changed {
            writeError(
                "depgraph api: run `\(GeneratedFile.fixCommand)` (or `depgraph api --update`) to accept the change\n")
        }
        return changed || !violations.isEmpty ? Self.violationsFound : Self.clean
    }

    private func generated(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: true)
        guard let linter = context.linter else { return Self.toolError }
        let root = context.graph.package.root
        var stale = 0
        for file in try CommittedGraphs.files(linter: linter, root: root) {
            if options.update {
                guard file.isStale else {
                    try print("\(file.path): unchanged\n")
                    continue
                }
                try file.write(root: root)
                try print("\(file.path): rewritten\n")
            } else if let message = file.stalenessMessage {
                stale += 1
                try print(message)
            }
        }
        if !options.update {
            writeError("depgraph generated: \(stale) stale generated file(s)\n")
        }
        return stale == 0 ? Self.clean : Self.violationsFound
    }

    private func bench(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        if !options.arguments.isEmpty {
            let results = try LoadBenchmark.run(packages: options.arguments, runs: options.runs)
            try print(LoadBenchmark.report(results, runs: options.runs))
            return Self.clean
        }
        let results = try Benchmark.run(sizes: [500, 1000, 2000], runs: options.runs)
        try print(Benchmark.report(results, runs: options.runs))
        return Self.clean
    }
}
