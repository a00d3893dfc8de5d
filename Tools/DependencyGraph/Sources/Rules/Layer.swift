/// A named group of targets and the layers it may use.
public struct Layer: Sendable, Equatable {
    /// The layer's name, e.g. `features`.
    public let name: String
    /// Its targets, sorted.
    public let targets: [String]
    /// The layers its targets may depend on (its own name allows dependencies inside the layer).
    public let mayUse: [String]
    /// The layers the tests of its targets may use besides `mayUse` (a support module only
    /// tests may import), so a target's own sources cannot reach them.
    public let testsMayUse: [String]
    /// Whether its targets are tooling, drawn and checked as kind `tool`.
    public let isTool: Bool
    /// A name ending that also puts a target here (`Module` for the features), so a new target
    /// named that way needs no edit of the rules; targets another layer lists stay there.
    public let nameSuffix: String?
    /// Whether its targets are modules the blueprint names (`"blueprint": true`), as opposed to
    /// what supports them; the README's layer table sets them in bold. It changes no rule.
    public let isBlueprint: Bool
    /// Whether the layer is the app's composition root (`"compositionRoot": true`): it and every
    /// layer it may reach through `mayUse` are what the app ships; a layer that merely uses the
    /// app (tooling that drives it) is no part of it.
    public let isCompositionRoot: Bool

    /// Creates a layer.
    public init(
        name: String, targets: [String], mayUse: [String], testsMayUse: [String] = [], isTool: Bool = false,
        nameSuffix: String? = nil, isBlueprint: Bool = false, isCompositionRoot: Bool = false
    ) {
        self.name = name
        self.targets = targets.sorted()
        self.mayUse = mayUse
        self.testsMayUse = testsMayUse
        self.isTool = isTool
        self.nameSuffix = nameSuffix
        self.isBlueprint = isBlueprint
        self.isCompositionRoot = isCompositionRoot
    }

    /// Whether `target` carries this layer's name ending (and is more than the ending).
    public func matchesSuffix(_ target: String) -> Bool {
        guard let nameSuffix, !nameSuffix.isEmpty else { return false }
        return target.hasSuffix(nameSuffix) && target != nameSuffix
    }
}
