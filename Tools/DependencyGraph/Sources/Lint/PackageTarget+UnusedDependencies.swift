extension PackageTarget {
    /// The declared dependencies that none of `imports` names, in declaration order.
    func unusedDependencies(importing imports: [LocatedImport]) -> [String] {
        let imported = Set(imports.map(\.statement.module))
        return dependencies.filter { !imported.contains($0) }
    }
}
