import Foundation

/// Loads a package's description, either by asking SwiftPM or from a saved JSON file.
public enum PackageLoader {
    /// Reads a description saved with `swift package describe --type json > FILE`, and optionally
    /// the manifest saved with `swift package dump-package > FILE` (product packages, defines).
    public static func load(
        descriptionFile path: String,
        manifestFile: String? = nil
    ) throws(DepgraphError) -> PackageModel {
        let absolute = PathResolver.absolute(path, from: PathResolver.currentDirectory)
        let data = try contents(of: path)
        var facts = ManifestFacts()
        if let manifestFile { facts = try ManifestFacts.decode(try contents(of: manifestFile), source: manifestFile) }
        return try PackageDescriptionDecoder.decode(
            data,
            source: path,
            baseDirectory: URL(fileURLWithPath: absolute).deletingLastPathComponent().path,
            manifest: facts
        )
    }

    /// Asks SwiftPM to describe the package at `packagePath` (relative to the current folder), or
    /// reads the description kept from an earlier run on the unchanged package.
    ///
    /// The nested SwiftPM calls get their own scratch and temporary folder, removed afterwards even
    /// when they fail: sharing the caller's `.build` would wait forever for the build lock that a
    /// running `swift build` or `swift test` holds, and SwiftPM leaves lock files in `TMPDIR`.
    /// - Parameters:
    ///   - useCache: whether to read and write the kept description (`--no-cache` turns it off).
    ///   - swift: the `swift` executable to run; default `DEPGRAPH_SWIFT`, else `swift` on `PATH`.
    public static func load(
        packagePath: String,
        useCache: Bool = true,
        swift: String? = nil
    ) throws(DepgraphError) -> PackageModel {
        let swift = swift ?? ToolRunner.swiftExecutable
        let root = PathResolver.absolute(packagePath, from: PathResolver.currentDirectory)
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw .packageNotFound(path: root)
        }
        let cache = DescriptionCache(root: root, swift: swift)
        let key = useCache ? cache.currentKey() : ""
        if useCache, let kept = cache.read(key: key),
            let model = try? decode(describe: kept.describe, manifest: kept.manifest, root: root)
        {
            return model
        }
        let described = try describe(root: root, swift: swift)
        let model = try decode(describe: described.describe, manifest: described.manifest, root: root)
        if useCache { cache.write(key: key, describe: described.describe, manifest: described.manifest) }
        return model
    }

    private static func describe(root: String, swift: String) throws(DepgraphError) -> (describe: Data, manifest: Data)
    {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let common = ["package", "--package-path", root, "--scratch-path", scratch.path + "/build"]
        do {
            let describe = try ToolRunner.run(swift, common + ["describe", "--type", "json"], in: scratch)
            let manifest = try ToolRunner.run(swift, common + ["dump-package"], in: scratch)
            return (Data(describe.utf8), Data(manifest.utf8))
        } catch {
            guard case .toolFailed(_, let status, let output) = error, status > 0 else { throw error }
            throw .manifestFailed(path: root + "/Package.swift", output: output)
        }
    }

    private static func decode(describe: Data, manifest: Data, root: String) throws(DepgraphError) -> PackageModel {
        let source = "swift package describe (\(root))"
        return try PackageDescriptionDecoder.decode(
            describe,
            source: source,
            baseDirectory: root,
            manifest: try ManifestFacts.decode(manifest, source: "swift package dump-package (\(root))")
        )
    }

    private static func contents(of path: String) throws(DepgraphError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(file: path, detail: error.localizedDescription)
        }
    }
}
