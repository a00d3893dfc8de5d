import Foundation

/// Turns the JSON of `swift package describe --type json` into a ``PackageModel``.
public enum PackageDescriptionDecoder {
    /// Decodes a description.
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - source: the file (or command) it came from, named in errors.
    ///   - baseDirectory: resolves a relative package `path` (fixtures use `"."`).
    public static func decode(
        _ data: Data,
        source: String,
        baseDirectory: String
    ) throws(DepgraphError) -> PackageModel {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidJSON(file: source, detail: error.localizedDescription)
        }
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
        let packageRoot =
            packagePath.hasPrefix("/")
            ? packagePath : URL(fileURLWithPath: baseDirectory).appendingPathComponent(packagePath).standardized.path
        var targets: [PackageTarget] = []
        for (index, entry) in described.enumerated() {
            targets.append(try target(entry, index: index, root: packageRoot, source: source))
        }
        return PackageModel(name: name, root: packageRoot, targets: targets)
    }

    private static func target(
        _ entry: [String: Any],
        index: Int,
        root: String,
        source: String
    ) throws(DepgraphError) -> PackageTarget {
        guard let name = entry["name"] as? String, !name.isEmpty else {
            throw .invalidDescription(file: source, detail: "expected a string at \"targets[\(index)].name\"")
        }
        guard let type = entry["type"] as? String else {
            throw .invalidDescription(file: source, detail: "expected a string at \"targets[\(index)].type\" (\(name))")
        }
        let path = entry["path"] as? String ?? ""
        let directory = path.hasPrefix("/") ? path : URL(fileURLWithPath: root).appendingPathComponent(path).path
        return PackageTarget(
            name: name,
            kind: TargetKind(describedType: type),
            directory: directory,
            sources: try strings(entry, "sources", name: name, source: source),
            dependencies: try strings(entry, "target_dependencies", name: name, source: source),
            productDependencies: try strings(entry, "product_dependencies", name: name, source: source)
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
