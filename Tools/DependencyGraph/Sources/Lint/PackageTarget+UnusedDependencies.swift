extension PackageTarget {
    /// The module a plugin imports to talk to SwiftPM; it is never declared.
    static let pluginAPIModule = "PackagePlugin"

    /// The declared dependencies that none of `imports` names, in declaration order.
    ///
    /// A plugin runs its dependencies as tools (executables, binary artifacts) and never imports
    /// them, so for a plugin only dependencies of other kinds must be imported.
    func unusedDependencies(importing imports: [LocatedImport], in graph: DependencyGraph) -> [String] {
        let imported = Set(imports.map(\.statement.module))
        return dependencies.filter { dependency in
            guard !imported.contains(dependency) else { return false }
            guard kind == .plugin, let used = graph.target(named: dependency) else { return true }
            return used.kind != .executable && used.kind != .binary
        }
    }

    /// Modules this target may import without declaring them, besides the toolchain's.
    var implicitlyAvailableModules: Set<String> {
        kind == .plugin ? [Self.pluginAPIModule] : []
    }
}
