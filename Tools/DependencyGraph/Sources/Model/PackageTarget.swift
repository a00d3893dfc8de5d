/// One target of the package, as `swift package describe` reports it.
public struct PackageTarget: Sendable, Equatable {
    /// The target (and module) name.
    public let name: String
    /// What SwiftPM builds from it.
    public let kind: TargetKind
    /// The target's folder, absolute.
    public let directory: String
    /// Source files, relative to `directory`.
    public let sources: [String]
    /// Targets of this package it declares, sorted.
    public let dependencies: [String]
    /// Products of other packages it declares, sorted.
    public let productDependencies: [String]
    /// Compilation conditions the manifest sets for it (`.define("NAME")`), sorted.
    public let defines: [String]

    /// Creates a target; dependency lists are sorted and deduplicated.
    public init(
        name: String,
        kind: TargetKind,
        directory: String = "",
        sources: [String] = [],
        dependencies: [String] = [],
        productDependencies: [String] = [],
        defines: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.directory = directory
        self.sources = sources
        self.dependencies = Array(Set(dependencies)).sorted()
        self.productDependencies = Array(Set(productDependencies)).sorted()
        self.defines = Array(Set(defines)).sorted()
    }
}
