/// The parts of a package description the graph needs.
public struct PackageModel: Sendable, Equatable {
    /// The package name.
    public let name: String
    /// The package's root folder, absolute.
    public let root: String
    /// Every target, sorted by name.
    public let targets: [PackageTarget]
    /// The package (its identity, e.g. `swift-syntax`) each product dependency comes from, where known.
    public let productPackages: [String: String]
    /// Kinds of targets the description leaves out although the package has them: SwiftPM's
    /// plugin context lists no plugin targets, so a description written by a plugin omits `plugin`.
    public let omittedKinds: Set<TargetKind>

    /// Creates a package model; targets are sorted by name.
    public init(
        name: String,
        root: String,
        targets: [PackageTarget],
        productPackages: [String: String] = [:],
        omittedKinds: Set<TargetKind> = []
    ) {
        self.name = name
        self.root = root
        self.targets = targets.sorted { $0.name < $1.name }
        self.productPackages = productPackages
        self.omittedKinds = omittedKinds
    }
}
