import Foundation

/// Runs `depgraph`; the executable only forwards its arguments and exits with the returned status.
public struct DepgraphCommand {
    /// Exit status: nothing wrong.
    public static let clean: Int32 = 0
    /// Exit status: violations or API changes found.
    public static let violationsFound: Int32 = 1
    /// Exit status: bad usage or input, or a failing tool.
    public static let toolError: Int32 = 2

    private let write: (String) -> Void
    private let writeError: (String) -> Void

    /// Creates a command that prints through the given functions (standard output and error by default).
    public init(
        write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.write = write
        self.writeError = writeError
    }

    /// Runs with the arguments after the program name and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try CommandOptions.parse(arguments)
            switch options.subcommand {
            case .help:
                write(CommandOptions.usage + "\n")
                return Self.clean
            case .graph: return try graph(options)
            case .lint: return try lint(options)
            case .api: return try api(options)
            case .bench: return try bench(options)
            }
        } catch {
            writeError("depgraph: \(error)\n")
            if case .usage = error { writeError(CommandOptions.usage + "\n") }
            return Self.toolError
        }
    }

    private func graph(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: false)
        let view = try GraphView(graph: context.graph, linter: context.linter, filter: options.filter)
        let text: String
        switch options.format {
        case .dot: text = DOTRenderer.render(view)
        case .json: text = JSONRenderer.render(view)
        case .mermaid: text = MermaidRenderer.render(view)
        }
        if let path = options.outputPath {
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw .unreadableFile(file: path, detail: "cannot write: \(error.localizedDescription)")
            }
        } else {
            write(text)
        }
        return Self.clean
    }

    private func lint(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let context = try AnalysisContext(options: options, requireRules: true)
        guard let linter = context.linter else { return Self.toolError }
        let imports = try SourceImportReader.imports(of: context.graph, rules: linter.rules)
        let violations = linter.violations(imports: imports)
        for violation in violations { write("\(violation)\n") }
        for note in linter.pendingNotes(imports: imports) { writeError("note: \(note)\n") }
        let targets = context.graph.targets.count
        writeError("depgraph lint: \(targets) targets, \(violations.count) violation(s)\n")
        return violations.isEmpty ? Self.clean : Self.violationsFound
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
                write("\(module.name): baseline updated (\(SourceImportReader.relative(baseline.file, to: root)))\n")
            } else {
                changed = true
                write(
                    "\(module.name): public surface differs from \(SourceImportReader.relative(baseline.file, to: root))\n"
                )
                for line in difference.added { write("+ \(line)\n") }
                for line in difference.removed { write("- \(line)\n") }
            }
        }
        for violation in violations { write("\(violation)\n") }
        if changed { writeError("depgraph api: run `depgraph api --update` to accept the change\n") }
        return changed || !violations.isEmpty ? Self.violationsFound : Self.clean
    }

    private func bench(_ options: CommandOptions) throws(DepgraphError) -> Int32 {
        let results = try Benchmark.run(sizes: [500, 1000, 2000], runs: options.runs)
        write(Benchmark.report(results, runs: options.runs))
        return Self.clean
    }
}
