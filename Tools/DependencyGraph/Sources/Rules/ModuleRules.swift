/// The architecture as data: layers, the rules that are switched on, and their settings.
public struct ModuleRules: Sendable {
    /// The name of the pseudo-layer every test target belongs to.
    public static let testLayerName = "tests"

    /// The layers, bottom to top.
    public let layers: [Layer]
    /// Test targets whose subject is not their name without `Tests`.
    public let testSubjects: [String: String]
    /// Modules of the toolchain that need no declaration (Foundation, Testing, ...).
    public let systemModules: Set<String>
    /// The rules that are switched on.
    public let enabled: Set<RuleID>
    /// The layer holding the features (`feature-isolation`, `feature-composition`, `public-surface`).
    public let featureLayer: String?
    /// The only targets that may depend on features.
    public let composers: Set<String>
    /// The layer holding the services (`services-composition`).
    public let servicesLayer: String?
    /// The only targets (with their tests) that may depend on services.
    public let serviceComposers: Set<String>
    /// The most targets a dependency chain may hold (`maximum-height`).
    public let maximumHeight: Int
    /// Kinds whose imports must be declared (`implicit-import`).
    public let implicitImportKinds: Set<TargetKind>
    /// Kinds whose declared dependencies must be imported (`redundant-dependency`).
    public let redundantDependencyKinds: Set<TargetKind>
    /// Targets whose unused declarations are tolerated for now, each with the reason (`redundant-dependency`).
    public let pendingRedundantDependencies: [String: String]
    /// Kinds that must declare every target they reach (`rebuild-closure`); none unless the
    /// rules file asks.
    public let rebuildClosureKinds: Set<TargetKind>
    /// Suffixes a feature's top-level public symbols may carry after its short name.
    public let allowedSurfaceSuffixes: [String]
    /// Removed from a module name to get its short name (`HomeModule` -> `Home`).
    public let moduleSuffix: String

    private let layerByTarget: [String: Int]

    /// Creates a rule set.
    public init(
        layers: [Layer],
        testSubjects: [String: String] = [:],
        systemModules: Set<String> = [],
        enabled: Set<RuleID> = Set(RuleID.allCases),
        featureLayer: String? = nil,
        composers: Set<String> = [],
        servicesLayer: String? = nil,
        serviceComposers: Set<String> = [],
        maximumHeight: Int = .max,
        implicitImportKinds: Set<TargetKind> = Set(TargetKind.allCases),
        redundantDependencyKinds: Set<TargetKind> = [.library, .executable, .tool],
        pendingRedundantDependencies: [String: String] = [:],
        rebuildClosureKinds: Set<TargetKind> = [],
        allowedSurfaceSuffixes: [String] = [],
        moduleSuffix: String = "Module"
    ) {
        self.layers = layers
        self.testSubjects = testSubjects
        self.systemModules = systemModules
        self.enabled = enabled
        self.featureLayer = featureLayer
        self.composers = composers
        self.servicesLayer = servicesLayer
        self.serviceComposers = serviceComposers
        self.maximumHeight = maximumHeight
        self.implicitImportKinds = implicitImportKinds
        self.redundantDependencyKinds = redundantDependencyKinds
        self.pendingRedundantDependencies = pendingRedundantDependencies
        self.rebuildClosureKinds = rebuildClosureKinds
        self.allowedSurfaceSuffixes = allowedSurfaceSuffixes
        self.moduleSuffix = moduleSuffix
        var byTarget: [String: Int] = [:]
        for (index, layer) in layers.enumerated() {
            for target in layer.targets where byTarget[target] == nil { byTarget[target] = index }
        }
        self.layerByTarget = byTarget
    }

    /// The layer a non-test target was assigned to: the layer listing it, else the first layer
    /// whose name ending it carries.
    public func layer(of target: String) -> Layer? {
        if let index = layerByTarget[target] { return layers[index] }
        return layers.first { $0.matchesSuffix(target) }
    }

    /// The target a test target tests: its mapping, else its name without `Tests`.
    public func subject(ofTest name: String) -> String {
        if let mapped = testSubjects[name] { return mapped }
        return name.hasSuffix("Tests") ? String(name.dropLast("Tests".count)) : name
    }

    /// Whether the target sits in the feature layer.
    public func isFeature(_ target: String) -> Bool {
        guard let featureLayer else { return false }
        return layer(of: target)?.name == featureLayer
    }

    /// Whether the target sits in the services layer.
    public func isService(_ target: String) -> Bool {
        guard let servicesLayer else { return false }
        return layer(of: target)?.name == servicesLayer
    }

    /// The kind the rules see: SwiftPM's kind, or `tool` inside a tool layer.
    public func kind(of target: PackageTarget) -> TargetKind {
        if target.kind != .test, layer(of: target.name)?.isTool == true { return .tool }
        return target.kind
    }

    /// The short name of a module (`HomeModule` -> `Home`).
    public func shortName(of module: String) -> String {
        guard !moduleSuffix.isEmpty, module.hasSuffix(moduleSuffix), module != moduleSuffix else { return module }
        return String(module.dropLast(moduleSuffix.count))
    }
}
