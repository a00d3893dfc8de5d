import Foundation

/// What `swift package dump-package` adds to a description: which package each product dependency
/// comes from, and the compilation conditions each target defines.
public struct ManifestFacts: Sendable, Equatable {
    /// Product name to package identity, for `.product(name:package:)` dependencies.
    public var productPackages: [String: String] = [:]
    /// Target name to the conditions its `swiftSettings` define for a Linux debug build.
    public var defines: [String: [String]] = [:]

    /// No facts: products keep an unknown package, targets define nothing.
    public init() {}

    /// Reads the JSON of `swift package dump-package`; `source` names the file in errors.
    public static func decode(_ data: Data, source: String) throws(DepgraphError) -> ManifestFacts {
        let object = try JSONText.object(from: data, file: source)
        guard let root = object as? [String: Any], let targets = root["targets"] as? [[String: Any]] else {
            throw .invalidDescription(file: source, detail: "expected an object with an array at \"targets\"")
        }
        var facts = ManifestFacts()
        for (index, target) in targets.enumerated() {
            guard let name = target["name"] as? String else {
                throw .invalidDescription(file: source, detail: "expected a string at \"targets[\(index)].name\"")
            }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // `{"product": [name, package, moduleAliases, condition]}`
                if let product = dependency["product"] as? [Any], let productName = product.first as? String,
                    product.count > 1, let package = product[1] as? String
                {
                    facts.productPackages[productName] = package
                }
            }
            let defines = (target["settings"] as? [[String: Any]] ?? []).compactMap(Self.define(in:))
            if !defines.isEmpty { facts.defines[name] = defines }
        }
        return facts
    }

    /// The name of a `.define(...)` Swift setting that applies to a Linux debug build.
    private static func define(in setting: [String: Any]) -> String? {
        guard setting["tool"] as? String == "swift",
            let kind = setting["kind"] as? [String: Any],
            let define = kind["define"] as? [String: Any],
            let name = define["_0"] as? String
        else { return nil }
        if let condition = setting["condition"] as? [String: Any] {
            if let platforms = condition["platformNames"] as? [String], !platforms.isEmpty,
                !platforms.contains("linux")
            {
                return nil
            }
            if let configuration = condition["config"] as? String, configuration != "debug" { return nil }
        }
        return name
    }
}
