import Foundation

/// Turns the JSON of `swift package describe --type json` into a ``PackageModel``.
public enum PackageDescriptionDecoder {
    /// Decodes a description.
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - source: the file (or command) it came from, named in errors.
    ///   - baseDirectory: resolves a relative package `path` (fixtures use `"."`).
    ///   - manifest: what `swift package dump-package` adds (product packages, defines), when known.
    public static func decode(
        _ data: Data,
        source: String,
        baseDirectory: String,
        manifest: ManifestFacts = ManifestFacts()
    ) throws(DepgraphError) -> PackageModel {
        let object = try JSONText.object(from: data, file: source)
        guard let root = object as? [String: Any] else {
            throw .invalidDescription(file: source, detail: "expected a JSON object at the top level")
        }
        guard let name = root["name"] as? String else {
            throw .invalidDescription(file: source, detail: "expected a string at \"name\"")
        }
        guard let described = root["targets"] as? [[String: Any]] else {
            throw .invalidDescription(file: source, detail: "expected an array of objects at \"targets\"")
        }
        let packagePath = root["path"] as? String ?? "."
        let packageRoot = PathResolver.absolute(packagePath, from: baseDirectory)
        var targets: [PackageTarget] = []
        for (index, entry) in described.enumerated() {
            targets.append(try target(entry, index: index, root: packageRoot, source: source, manifest: manifest))
        }
        return PackageModel(
            name: name,
            root: packageRoot,
            targets: targets,
            productPackages: productPackages(root, manifest: manifest),
            omittedKinds: try omittedKinds(root, source: source)
        )
    }

    /// `"omitted_kinds"`, which only depgraph's plugins write: the described types of the targets
    /// their description could not list.
    private static func omittedKinds(_ root: [String: Any], source: String) throws(DepgraphError) -> Set<TargetKind> {
        guard let value = root["omitted_kinds"] else { return [] }
        guard let types = value as? [String] else {
            throw .invalidDescription(file: source, detail: "expected an array of strings at \"omitted_kinds\"")
        }
        var kinds: Set<TargetKind> = []
        for type in types {
            guard let kind = TargetKind(describedType: type) else {
                throw .invalidDescription(
                    file: source,
                    detail: "\"omitted_kinds\": unknown target type '\(type)', expected one of "
                        + TargetKind.describedTypes.joined(separator: ", ")
                )
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// The manifest's answer where there is one; a description alone says which package a product
    /// comes from only when the package has a single dependency.
    private static func productPackages(_ root: [String: Any], manifest: ManifestFacts) -> [String: String] {
        guard manifest.productPackages.isEmpty else { return manifest.productPackages }
        let dependencies = root["dependencies"] as? [[String: Any]] ?? []
        guard dependencies.count == 1, let identity = dependencies[0]["identity"] as? String else { return [:] }
        let targets = root["targets"] as? [[String: Any]] ?? []
        let products = targets.flatMap { $0["product_dependencies"] as? [String] ?? [] }
        return Dictionary(products.map { ($0, identity) }, uniquingKeysWith: { first, _ in first })
    }

    private static func target(
        _ entry: [String: Any],
        index: Int,
        root: String,
        source: String,
        manifest: ManifestFacts
    ) throws(DepgraphError) -> PackageTarget {
        guard let name = entry["name"] as? String, !name.isEmpty else {
            throw .invalidDescription(file: source, detail: "expected a string at \"targets[\(index)].name\"")
        }
        guard let type = entry["type"] as? String else {
            throw .invalidDescription(file: source, detail: "expected a string at \"targets[\(index)].type\" (\(name))")
        }
        guard let kind = TargetKind(describedType: type) else {
            throw .invalidDescription(
                file: source,
                detail: "\"targets[\(index)].type\" (\(name)): unknown target type '\(type)', expected one of "
                    + TargetKind.describedTypes.joined(separator: ", ")
            )
        }
        let path = entry["path"] as? String ?? ""
        return PackageTarget(
            name: name,
            kind: kind,
            directory: PathResolver.absolute(path, from: root),
            sources: try strings(entry, "sources", name: name, source: source),
            dependencies: try strings(entry, "target_dependencies", name: name, source: source),
            productDependencies: try strings(entry, "product_dependencies", name: name, source: source),
            defines: manifest.defines[name] ?? []
        )
    }

    private static func strings(
        _ entry: [String: Any],
        _ key: String,
        name: String,
        source: String
    ) throws(DepgraphError) -> [String] {
        guard let value = entry[key] else { return [] }
        guard let list = value as? [String] else {
            throw .invalidDescription(file: source, detail: "expected an array of strings at \"\(key)\" of \(name)")
        }
        return list
    }
}
