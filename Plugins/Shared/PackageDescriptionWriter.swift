import Foundation
import PackagePlugin

/// Writes what SwiftPM's plugin context knows about a package in the two forms `depgraph` reads
/// with `--description` and `--manifest`: the fields of `swift package describe --type json` and
/// of `swift package dump-package` that it uses. So the plugins hand depgraph the package SwiftPM
/// has already loaded instead of making it ask SwiftPM a second time.
///
/// The plugin API leaves plugin targets out of `Package.targets`, so the files do too, and say
/// so (`"omitted_kinds"`): a rules file may then name a plugin target the files do not list.
struct PackageDescriptionWriter {
    /// The two files written.
    struct Files {
        /// The `--description` file.
        let description: URL
        /// The `--manifest` file.
        let manifest: URL
    }

    let package: Package

    /// Writes `depgraph-description.json` and `depgraph-manifest.json` into `folder`, each only
    /// when its text changes: the build-tool plugin lists them as inputs of its build command, so
    /// a rewrite with the same text would rerun the check on every build.
    func write(into folder: URL) throws -> Files {
        let files = Files(
            description: folder.appendingPathComponent("depgraph-description.json"),
            manifest: folder.appendingPathComponent("depgraph-manifest.json")
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.writeIfChanged(try json(description()), to: files.description)
        try Self.writeIfChanged(try json(manifest()), to: files.manifest)
        return files
    }

    /// `swift package describe --type json`'s shape: name, path, targets and dependencies.
    private func description() -> [String: Any] {
        [
            "name": package.displayName,
            "path": package.directoryURL.path,
            "targets": package.targets.map(describe),
            "dependencies": package.dependencies.map { ["identity": $0.package.id] },
            "omitted_kinds": ["plugin"],
        ]
    }

    private func describe(_ target: any Target) -> [String: Any] {
        var entry: [String: Any] = [
            "name": target.name,
            "type": Self.describedType(of: target),
            "path": target.directoryURL.path,
            "target_dependencies": target.dependencies.compactMap { dependency -> String? in
                if case .target(let other) = dependency { return other.name }
                return nil
            },
            "product_dependencies": target.dependencies.compactMap { dependency -> String? in
                if case .product(let product) = dependency { return product.name }
                return nil
            },
        ]
        if let module = target as? any SourceModuleTarget {
            let prefix =
                target.directoryURL.path.hasSuffix("/") ? target.directoryURL.path : target.directoryURL.path + "/"
            entry["sources"] = module.sourceFiles.filter { $0.type == .source }.map { file -> String in
                let path = file.url.path
                return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            }.sorted()
        }
        return entry
    }

    /// The `type` `swift package describe` gives a target of this kind.
    private static func describedType(of target: any Target) -> String {
        switch target {
        case let module as any SourceModuleTarget:
            switch module.kind {
            case .executable: return "executable"
            case .test: return "test"
            case .snippet: return "snippet"
            case .macro: return "macro"
            case .generic: return "library"
            @unknown default: return "library"
            }
        case is BinaryArtifactTarget: return "binary"
        case is SystemLibraryTarget: return "system-target"
        default: return "library"
        }
    }

    /// `swift package dump-package`'s shape, reduced to what depgraph reads from it: which package
    /// each product comes from, and the compilation conditions of each Swift target.
    private func manifest() -> [String: Any] {
        var packageOfProduct: [String: String] = [:]
        for dependency in package.dependencies {
            for product in dependency.package.products where packageOfProduct[product.id] == nil {
                packageOfProduct[product.id] = dependency.package.id
            }
        }
        let targets: [[String: Any]] = package.targets.map { target in
            let products: [[String: Any]] = target.dependencies.compactMap { dependency in
                guard case .product(let product) = dependency, let owner = packageOfProduct[product.id] else {
                    return nil
                }
                return ["product": [product.name, owner]]
            }
            let conditions = (target as? SwiftSourceModuleTarget)?.compilationConditions ?? []
            let settings: [[String: Any]] = conditions.map { ["tool": "swift", "kind": ["define": ["_0": $0]]] }
            return ["name": target.name, "dependencies": products, "settings": settings]
        }
        return ["targets": targets]
    }

    private func json(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }

    private static func writeIfChanged(_ data: Data, to file: URL) throws {
        if FileManager.default.contents(atPath: file.path) == data { return }
        try data.write(to: file, options: .atomic)
    }
}
