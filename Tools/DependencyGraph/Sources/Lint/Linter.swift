/// Checks a package graph against the rules file.
public struct Linter: Sendable {
    /// The graph under check.
    public let graph: DependencyGraph
    /// The rules it must follow.
    public let rules: ModuleRules
    /// Where the rules came from, named in errors.
    public let rulesFile: String

    /// Creates a linter; fails when the rules name targets the package does not have, unless the
    /// description says it left some kinds of targets out (a missing name may be one of them).
    public init(graph: DependencyGraph, rules: ModuleRules, rulesFile: String) throws(DepgraphError) {
        for layer in rules.layers where graph.package.omittedKinds.isEmpty {
            for name in layer.targets where graph.target(named: name) == nil {
                throw .invalidRules(
                    file: rulesFile,
                    detail: "layer '\(layer.name)' lists \(name), which the package does not have"
                        + NameSuggester.hint(for: name, among: graph.targets.map(\.name))
                )
            }
        }
        for composer in rules.composers.sorted() where graph.target(named: composer) == nil {
            throw .invalidRules(
                file: rulesFile,
                detail: "\"feature-composition\" names composer \(composer), which the package does not have"
            )
        }
        for composer in rules.serviceComposers.sorted() where graph.target(named: composer) == nil {
            throw .invalidRules(
                file: rulesFile,
                detail: "\"services-composition\" names composer \(composer), which the package does not have"
            )
        }
        self.graph = graph
        self.rules = rules
        self.rulesFile = rulesFile
    }

    /// Violations of the rules that look only at declared dependencies, sorted.
    public func structuralViolations() -> [Violation] {
        var violations: [Violation] = []
        let edgeRules = EdgeRules(graph: graph, rules: rules)
        let closure = RebuildClosure(graph: graph, rules: rules)
        for edge in graph.edges where !closure.isDeclaredOnlyForRebuild(edge) {
            if let violation = edgeRules.violation(for: edge) { violations.append(violation) }
        }
        if rules.enabled.contains(.unassignedTarget) { violations += unassignedTargets() }
        if rules.enabled.contains(.cycle) {
            for loop in CycleFinder.cycles(in: graph) where loop.count > 1 {
                violations.append(
                    Violation(
                        target: loop[0],
                        other: loop[1],
                        rule: .cycle,
                        reason: loop.joined(separator: " -> ")
                    )
                )
            }
        }
        if rules.enabled.contains(.rebuildClosure) {
            violations += RebuildClosure(graph: graph, rules: rules).violations()
        }
        if rules.enabled.contains(.maximumHeight) {
            let chain = HeightFinder.tallestChain(in: graph)
            if chain.count > rules.maximumHeight, let top = chain.first {
                violations.append(
                    Violation(
                        target: top,
                        rule: .maximumHeight,
                        reason: "\(chain.joined(separator: " -> ")) is \(chain.count) targets tall, "
                            + "the limit is \(rules.maximumHeight)"
                    )
                )
            }
        }
        return violations.sorted()
    }

    /// Every violation: the structural ones plus those about imports, sorted.
    /// - Parameter imports: each target's imports, from ``SourceImportReader``.
    public func violations(imports: [String: [LocatedImport]]) -> [Violation] {
        let checker = ImportRules(graph: graph, rules: rules)
        return (structuralViolations() + checker.violations(imports: imports)).sorted()
    }

    /// Notes about `pending` exemptions: what each still hides, or that it is no longer needed.
    public func pendingNotes(imports: [String: [LocatedImport]]) -> [String] {
        let importRules = ImportRules(graph: graph, rules: rules)
        return rules.pendingRedundantDependencies.keys.sorted().compactMap { name in
            guard let target = graph.target(named: name) else {
                return "\(rulesFile): pending exemption for \(name), which the package does not have"
            }
            let unused = importRules.redundantDeclarations(of: target, importing: imports[name] ?? [])
            guard !unused.isEmpty else {
                return "\(rulesFile): \(name) imports every dependency now; remove its pending exemption"
            }
            let reason = rules.pendingRedundantDependencies[name] ?? ""
            return "\(name): \(unused.count) declared but unused dependencies tolerated as pending (\(reason))"
        }
    }

    /// Violations on declared edges, keyed by edge, for drawing them red.
    public func violationsByEdge() -> [Edge: [Violation]] {
        var result: [Edge: [Violation]] = [:]
        for violation in structuralViolations() {
            guard let other = violation.other else { continue }
            result[Edge(from: violation.target, to: other), default: []].append(violation)
        }
        return result
    }

    private func unassignedTargets() -> [Violation] {
        var violations: [Violation] = []
        for target in graph.targets {
            if target.kind == .test {
                let subject = rules.subject(ofTest: target.name)
                guard graph.target(named: subject) == nil || rules.layer(of: subject) == nil else { continue }
                violations.append(
                    Violation(
                        target: target.name,
                        rule: .unassignedTarget,
                        reason: "its subject \(subject) is not a layered target; "
                            + "name it <Target>Tests or map it under \"testSubjects\" in \(rulesFile)"
                    )
                )
            } else if rules.layer(of: target.name) == nil {
                violations.append(
                    Violation(
                        target: target.name,
                        rule: .unassignedTarget,
                        reason: "not in any layer of \(rulesFile)"
                    )
                )
            }
        }
        return violations
    }
}
