/// The rules that compare what sources import with what the manifest declares.
struct ImportRules {
    let graph: DependencyGraph
    let rules: ModuleRules

    func violations(imports: [String: [LocatedImport]]) -> [Violation] {
        var violations: [Violation] = []
        for target in graph.targets {
            let found = imports[target.name] ?? []
            violations += importedRebuildOnlyEdges(of: target, found)
            let kind = rules.kind(of: target)
            if rules.enabled.contains(.implicitImport), rules.implicitImportKinds.contains(kind) {
                violations += implicitImports(of: target, found)
            }
            if rules.enabled.contains(.redundantDependency), rules.redundantDependencyKinds.contains(kind),
                rules.pendingRedundantDependencies[target.name] == nil
            {
                violations += redundantDependencies(of: target, found)
            }
            if rules.enabled.contains(.testableImport), target.kind != .test {
                violations += testableImports(of: target, found)
            }
        }
        return violations
    }

    /// The layer and feature rules on dependencies declared for the rebuild alone (which the
    /// structural check leaves out) that a source imports after all: then they are a use.
    private func importedRebuildOnlyEdges(of target: PackageTarget, _ found: [LocatedImport]) -> [Violation] {
        let closure = RebuildClosure(graph: graph, rules: rules)
        let edgeRules = EdgeRules(graph: graph, rules: rules)
        let imported = Set(found.map(\.statement.module))
        return target.dependencies.sorted().compactMap { dependency in
            let edge = Edge(from: target.name, to: dependency)
            guard imported.contains(dependency), closure.isDeclaredOnlyForRebuild(edge) else { return nil }
            return edgeRules.violation(for: edge)
        }
    }

    private func implicitImports(of target: PackageTarget, _ found: [LocatedImport]) -> [Violation] {
        let declared = Set(target.dependencies + target.productDependencies + [target.name])
            .union(target.implicitlyAvailableModules)
        var reported: Set<String> = []
        var violations: [Violation] = []
        for located in found {
            let module = located.statement.module
            guard !declared.contains(module), !rules.systemModules.contains(module),
                reported.insert(module).inserted
            else { continue }
            violations.append(
                Violation(
                    target: target.name,
                    other: module,
                    rule: .implicitImport,
                    reason: "imported in \(located.location) but not declared in Package.swift"
                )
            )
        }
        return violations
    }

    /// The declared dependencies `redundant-dependency` reports: no source of `target` imports
    /// them and, where `rebuild-closure` applies, none is reached through another declared one.
    func redundantDeclarations(of target: PackageTarget, importing found: [LocatedImport]) -> [String] {
        let closure = RebuildClosure(graph: graph, rules: rules)
        return target.unusedDependencies(importing: found, in: graph).filter {
            !closure.isReachedThroughAnother($0, of: target)
        }
    }

    private func redundantDependencies(of target: PackageTarget, _ found: [LocatedImport]) -> [Violation] {
        redundantDeclarations(of: target, importing: found).map {
            Violation(
                target: target.name,
                other: $0,
                rule: .redundantDependency,
                reason: "declared in Package.swift but no source of \(target.name) imports it"
            )
        }
    }

    private func testableImports(of target: PackageTarget, _ found: [LocatedImport]) -> [Violation] {
        found.filter(\.statement.isTestable).map {
            Violation(
                target: target.name,
                other: $0.statement.module,
                rule: .testableImport,
                reason: "@testable import in \($0.location) outside a test target"
            )
        }
    }
}
