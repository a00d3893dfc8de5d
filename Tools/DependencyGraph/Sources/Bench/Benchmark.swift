import Foundation

/// Times the whole analysis (graph, import reading, every lint rule) on generated packages.
public enum Benchmark {
    /// One measured size.
    public struct Result: Sendable {
        /// Targets in the generated package.
        public let targets: Int
        /// Declared dependencies.
        public let edges: Int
        /// Violations found (zero: the generated package follows its rules).
        public let violations: Int
        /// The median of the runs, in milliseconds.
        public let medianMilliseconds: Double
    }

    /// Analyses and lints one generated package once; returns the violations found.
    public static func analyse(_ synthetic: SyntheticPackage) throws(DepgraphError) -> (edges: Int, violations: Int) {
        let graph = try DependencyGraph(package: synthetic.package, source: synthetic.package.name)
        let linter = try Linter(graph: graph, rules: synthetic.rules, rulesFile: "synthetic rules")
        var imports: [String: [LocatedImport]] = [:]
        let importable = SourceImportReader.importableModules(of: graph, rules: synthetic.rules)
        for target in graph.targets {
            let scanner = SourceImportReader.scanner(for: target, importable: importable)
            let statements = scanner.imports(in: synthetic.sources[target.name] ?? "")
            imports[target.name] = statements.map { LocatedImport(statement: $0, file: "\(target.name).swift") }
        }
        return (graph.edges.count, linter.violations(imports: imports).count)
    }

    /// Measures each size `runs` times and keeps the median.
    public static func run(sizes: [Int], runs: Int) throws(DepgraphError) -> [Result] {
        var results: [Result] = []
        for size in sizes {
            let synthetic = SyntheticPackage(targetCount: size)
            var timings: [Double] = []
            // One untimed run first, so the first size is not charged for cold caches.
            var outcome = try analyse(synthetic)
            for _ in 0..<max(1, runs) {
                let start = DispatchTime.now().uptimeNanoseconds
                outcome = try analyse(synthetic)
                timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            }
            timings.sort()
            results.append(
                Result(
                    targets: synthetic.package.targets.count,
                    edges: outcome.edges,
                    violations: outcome.violations,
                    medianMilliseconds: timings[timings.count / 2]
                )
            )
        }
        return results
    }

    /// The table `depgraph bench` prints.
    public static func report(_ results: [Result], runs: Int) -> String {
        var lines = [
            "depgraph bench: generated packages, analysed and linted with every rule (median of \(runs) runs)",
            "targets   edges  violations  median ms  µs per target",
        ]
        for result in results {
            let perTarget = result.medianMilliseconds * 1000 / Double(max(1, result.targets))
            lines.append(
                pad(result.targets, 7) + pad(result.edges, 8) + pad(result.violations, 12)
                    + String(format: "%11.2f%15.1f", result.medianMilliseconds, perTarget)
            )
        }
        if let first = results.first, let last = results.last, first.targets != last.targets {
            let sizeRatio = Double(last.targets) / Double(first.targets)
            let timeRatio = last.medianMilliseconds / max(first.medianMilliseconds, 0.001)
            lines.append(
                String(
                    format: "growth %d -> %d targets: %.1fx the targets, %.1fx the time (linear: %.1fx)",
                    first.targets,
                    last.targets,
                    sizeRatio,
                    timeRatio,
                    sizeRatio
                )
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
