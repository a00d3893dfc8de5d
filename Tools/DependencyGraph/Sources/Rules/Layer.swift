/// A named group of targets and the layers it may use.
public struct Layer: Sendable, Equatable {
    /// The layer's name, e.g. `features`.
    public let name: String
    /// Its targets, sorted.
    public let targets: [String]
    /// The layers its targets may depend on (its own name allows dependencies inside the layer).
    public let mayUse: [String]
    /// Whether its targets are tooling, drawn and checked as kind `tool`.
    public let isTool: Bool

    /// Creates a layer.
    public init(name: String, targets: [String], mayUse: [String], isTool: Bool = false) {
        self.name = name
        self.targets = targets.sorted()
        self.mayUse = mayUse
        self.isTool = isTool
    }
}
