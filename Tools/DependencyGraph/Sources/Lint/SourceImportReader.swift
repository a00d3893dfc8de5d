import Foundation

/// Reads every source file of every target and collects its imports.
public enum SourceImportReader {
    /// The imports of each target, keyed by target name.
    ///
    /// `canImport` answers yes for every target of the package, so an import hidden behind
    /// `#if canImport(OtherModule)` is still seen and checked.
    public static func imports(
        of graph: DependencyGraph,
        rules: ModuleRules
    ) throws(DepgraphError) -> [String: [LocatedImport]] {
        let scanner = scanner(for: graph, rules: rules)
        var result: [String: [LocatedImport]] = [:]
        for target in graph.targets {
            var found: [LocatedImport] = []
            for source in target.sources where source.hasSuffix(".swift") {
                let path = URL(fileURLWithPath: target.directory).appendingPathComponent(source).path
                let text: String
                do {
                    text = try String(contentsOfFile: path, encoding: .utf8)
                } catch {
                    throw .unreadableFile(file: path, detail: error.localizedDescription)
                }
                let relative = Self.relative(path, to: graph.package.root)
                found += scanner.imports(in: text).map { LocatedImport(statement: $0, file: relative) }
            }
            result[target.name] = found
        }
        return result
    }

    /// The scanner `lint` reads sources with; the benchmark uses the same one, so it times
    /// exactly what lint runs.
    static func scanner(for graph: DependencyGraph, rules: ModuleRules) -> ImportScanner {
        ImportScanner(
            conditions: CompilationConditions(importableModules: rules.systemModules.union(graph.targets.map(\.name))))
    }

    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
