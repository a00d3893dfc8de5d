/// Judges one declared dependency against the layer and feature rules.
struct EdgeRules {
    let graph: DependencyGraph
    let rules: ModuleRules

    /// The most specific rule the edge breaks, if any: a feature using a feature is reported as
    /// `feature-isolation` only, not also as a layer breach.
    func violation(for edge: Edge) -> Violation? {
        guard let from = graph.target(named: edge.from) else { return nil }
        let isTest = from.kind == .test
        let subject = isTest ? rules.subject(ofTest: from.name) : from.name
        guard let subjectLayer = rules.layer(of: subject) else { return nil }
        if isTest && edge.to == subject { return nil }
        if rules.enabled.contains(.featureIsolation), rules.isFeature(subject), rules.isFeature(edge.to) {
            return Violation(
                target: edge.from,
                other: edge.to,
                rule: .featureIsolation,
                reason: "features never depend on features"
            )
        }
        if rules.enabled.contains(.featureComposition), rules.isFeature(edge.to), !rules.composers.contains(subject) {
            let composers = rules.composers.sorted().joined(separator: ", ")
            return Violation(
                target: edge.from,
                other: edge.to,
                rule: .featureComposition,
                reason: "only \(composers.isEmpty ? "the composers" : composers) depends on features"
            )
        }
        if rules.enabled.contains(.servicesComposition), rules.isService(edge.to),
            !rules.isService(subject), !rules.serviceComposers.contains(subject)
        {
            let composers = rules.serviceComposers.sorted().joined(separator: ", ")
            return Violation(
                target: edge.from,
                other: edge.to,
                rule: .servicesComposition,
                reason: "only \(composers.isEmpty ? "the composers" : composers) depends on services"
            )
        }
        let mayUse = subjectLayer.mayUse + (isTest ? subjectLayer.testsMayUse : [])
        guard rules.enabled.contains(.layer), let targetLayer = rules.layer(of: edge.to),
            !mayUse.contains(targetLayer.name)
        else { return nil }
        let allowed = mayUse.isEmpty ? "no other layer" : mayUse.joined(separator: ", ")
        let who = isTest ? "tests of \(subject) (\(subjectLayer.name))" : subjectLayer.name
        return Violation(
            target: edge.from,
            other: edge.to,
            rule: .layer,
            reason: "\(who) may use \(allowed), not \(targetLayer.name)"
        )
    }
}
