import Foundation

/// Times reading real packages: a first run, which asks SwiftPM and keeps the description, and
/// cached runs, which must not start SwiftPM. Each run goes as far as the DOT text.
public enum LoadBenchmark {
    /// One measured package.
    public struct Result: Sendable {
        /// The package name.
        public let package: String
        /// Its targets.
        public let targets: Int
        /// Target-to-target plus product edges.
        public let edges: Int
        /// The first run, with SwiftPM, in milliseconds.
        public let firstMilliseconds: Double
        /// The median cached run, in milliseconds.
        public let cachedMilliseconds: Double
    }

    /// Measures each package: the kept description is removed first, so the first run is a real one.
    public static func run(packages: [String], runs: Int) throws(DepgraphError) -> [Result] {
        var results: [Result] = []
        for path in packages {
            let root = PathResolver.absolute(path, from: PathResolver.currentDirectory)
            try? FileManager.default.removeItem(
                atPath: DescriptionCache(root: root, swift: ToolRunner.swiftExecutable).folder)
            var start = DispatchTime.now().uptimeNanoseconds
            let (first, edges) = try drawOnce(root)
            let firstMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            var timings: [Double] = []
            for _ in 0..<max(1, runs) {
                start = DispatchTime.now().uptimeNanoseconds
                let (cached, _) = try drawOnce(root)
                timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                guard cached == first else {
                    throw .invalidDescription(file: root, detail: "the cached description differs from SwiftPM's")
                }
            }
            timings.sort()
            results.append(
                Result(
                    package: first.name,
                    targets: first.targets.count,
                    edges: edges,
                    firstMilliseconds: firstMilliseconds,
                    cachedMilliseconds: timings[timings.count / 2]
                )
            )
        }
        return results
    }

    /// The table `depgraph bench PACKAGE...` prints.
    public static func report(_ results: [Result], runs: Int) -> String {
        var lines = [
            "depgraph bench: load and draw real packages; first run with SwiftPM, cached runs median of \(runs)",
            "package                      targets  edges   first ms  cached ms",
        ]
        for result in results {
            let name = result.package.padding(toLength: max(28, result.package.count), withPad: " ", startingAt: 0)
            lines.append(
                name
                    + String(
                        format: " %7d %6d %10.1f %10.1f", result.targets, result.edges, result.firstMilliseconds,
                        result.cachedMilliseconds))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func drawOnce(_ root: String) throws(DepgraphError) -> (PackageModel, Int) {
        let package = try PackageLoader.load(packagePath: root)
        let graph = try DependencyGraph(package: package, source: root)
        let view = try GraphView(graph: graph, linter: nil)
        _ = DOTRenderer.render(view)
        return (package, graph.edges.count + graph.productEdges.count)
    }
}
