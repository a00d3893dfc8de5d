import Foundation

/// Reads every source file of every target and collects its imports.
public enum SourceImportReader {
    /// The imports of each target, keyed by target name.
    ///
    /// `canImport` answers yes for every target of the package, so an import hidden behind
    /// `#if canImport(OtherModule)` is still seen and checked. `#if NAME` holds for `DEBUG`, for
    /// the names the manifest defines for the target (`.define`), and for `defines` (`--define`).
    public static func imports(
        of graph: DependencyGraph,
        rules: ModuleRules,
        defines: [String] = []
    ) throws(DepgraphError) -> [String: [LocatedImport]] {
        var result: [String: [LocatedImport]] = [:]
        let importable = importableModules(of: graph, rules: rules)
        for target in graph.targets {
            let scanner = scanner(for: target, importable: importable, defines: defines)
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
    static func scanner(for target: PackageTarget, importable: Set<String>, defines: [String] = []) -> ImportScanner {
        var conditions = CompilationConditions(importableModules: importable)
        conditions.flags.formUnion(target.defines + defines)
        return ImportScanner(conditions: conditions)
    }

    /// What `canImport` finds: the toolchain's modules and every target of the package.
    static func importableModules(of graph: DependencyGraph, rules: ModuleRules) -> Set<String> {
        rules.systemModules.union(graph.targets.map(\.name))
    }

    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
