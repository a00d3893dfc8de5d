import Foundation

/// Loads a package's description, either by asking SwiftPM or from a saved JSON file.
public enum PackageLoader {
    /// Reads a description saved with `swift package describe --type json > FILE`.
    public static func load(descriptionFile path: String) throws(DepgraphError) -> PackageModel {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(file: path, detail: error.localizedDescription)
        }
        return try PackageDescriptionDecoder.decode(
            data,
            source: path,
            baseDirectory: url.deletingLastPathComponent().path
        )
    }

    /// Asks SwiftPM to describe the package at `packagePath`.
    ///
    /// The nested SwiftPM call gets its own scratch folder: sharing the caller's `.build` would wait
    /// forever for the build lock that a running `swift build` or `swift test` holds.
    public static func load(packagePath: String) throws(DepgraphError) -> PackageModel {
        let root = URL(fileURLWithPath: packagePath).standardized.path
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw .packageNotFound(path: root)
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("depgraph-describe-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let arguments = ["package", "--package-path", root, "--scratch-path", scratch, "describe", "--type", "json"]
        let output = try ToolRunner.run(ToolRunner.swiftExecutable, arguments)
        return try PackageDescriptionDecoder.decode(
            Data(output.utf8),
            source: "swift package describe (\(root))",
            baseDirectory: root
        )
    }
}
