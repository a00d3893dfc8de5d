/// The name of a rule, as written in the rules file and printed with each violation.
public enum RuleID: String, Sendable, CaseIterable, Comparable {
    /// A target uses a layer its own layer may not use.
    case layer
    /// A feature depends on another feature.
    case featureIsolation = "feature-isolation"
    /// A target other than the composers depends on a feature.
    case featureComposition = "feature-composition"
    /// A target other than the services' composers depends on a service.
    case servicesComposition = "services-composition"
    /// The longest dependency chain is taller than allowed.
    case maximumHeight = "maximum-height"
    /// A target belongs to no layer.
    case unassignedTarget = "unassigned-target"
    /// Targets depend on each other in a loop.
    case cycle
    /// A source imports a module its target does not declare.
    case implicitImport = "implicit-import"
    /// A target declares a dependency none of its sources imports.
    case redundantDependency = "redundant-dependency"
    /// `@testable import` outside a test target.
    case testableImport = "testable-import"
    /// A module's public surface breaks the allowed shape.
    case publicSurface = "public-surface"
    /// A target does not declare a target it reaches through others, so SwiftPM may not
    /// rebuild it when that one changes.
    case rebuildClosure = "rebuild-closure"

    /// Orders rules by their name.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
