/// A generated package shaped like this one (five layers, isolated features, tests on top), with
/// in-memory sources whose imports match the declared dependencies, for timing the analysis.
public struct SyntheticPackage: Sendable {
    /// The generated package.
    public let package: PackageModel
    /// Rules that switch every rule on.
    public let rules: ModuleRules
    /// Source text per target name.
    public let sources: [String: String]

    /// Generates a package of `targetCount` targets (half libraries, half their tests).
    public init(targetCount: Int) {
        let libraryCount = max(5, targetCount / 2)
        // Layer shares: few platform and foundation targets, most of them features, a handful of apps.
        let shares = [0.02, 0.08, 0.2, 0.65, 0.05]
        let layerNames = ["platform", "foundation", "components", "features", "app"]
        var layerTargets: [[String]] = Array(repeating: [], count: shares.count)
        var assigned = 0
        for (layer, share) in shares.enumerated() {
            let count = layer == shares.count - 1 ? libraryCount - assigned : max(1, Int(Double(libraryCount) * share))
            layerTargets[layer] = (0..<count).map { "\(layerNames[layer].capitalized)\(assigned + $0)" }
            assigned += count
        }
        var generator = SplitMix(seed: UInt64(targetCount))
        var targets: [PackageTarget] = []
        var sources: [String: String] = [:]
        for (layer, names) in layerTargets.enumerated() {
            let usable =
                layer == 0
                ? []
                : layerTargets[0..<layer].enumerated().filter { $0.offset != 3 || layer == 4 }
                    .flatMap(\.element)
            for name in names {
                var dependencies: Set<String> = []
                if !usable.isEmpty {
                    for _ in 0..<3 { dependencies.insert(usable[Int(generator.next() % UInt64(usable.count))]) }
                    if layer > 1 { dependencies.insert(layerTargets[layer - 1][0]) }
                }
                let declared = dependencies.sorted()
                targets.append(
                    PackageTarget(name: name, kind: layer == 4 ? .executable : .library, dependencies: declared))
                targets.append(PackageTarget(name: name + "Tests", kind: .test, dependencies: [name] + declared))
                sources[name] = Self.source(importing: declared)
                sources[name + "Tests"] = Self.source(importing: ["Testing"] + declared, testable: name)
            }
        }
        let layers = layerNames.enumerated().map { index, layerName in
            Layer(
                name: layerName,
                targets: layerTargets[index],
                mayUse: Array(layerNames[0..<index]).filter { $0 != "features" || layerName == "app" }
            )
        }
        self.package = PackageModel(name: "Synthetic\(targetCount)", root: "/synthetic", targets: targets)
        self.rules = ModuleRules(
            layers: layers,
            systemModules: ["Foundation", "Testing"],
            featureLayer: "features",
            composers: Set(layerTargets[4]),
            maximumHeight: 5,
            redundantDependencyKinds: [.library, .executable]
        )
        self.sources = sources
    }

    private static func source(importing modules: [String], testable: String? = nil) -> String {
        var lines = [
            "// Generated for the benchmark; import NotAModule in a comment is skipped.",
            "/* block comment: import AlsoNotAModule */",
            "#if os(Windows)",
            "import WinSDK",
            "#endif",
        ]
        lines += modules.map { "import \($0)" }
        if let testable { lines.append("@testable import \(testable)") }
        lines += [
            "let banner = \"import Nothing \\(1 + 2)\"",
            "let text = \"\"\"",
            "    import StillNothing",
            "    \"\"\"",
            "struct Value { let number = 1 }",
        ]
        return lines.joined(separator: "\n")
    }
}
