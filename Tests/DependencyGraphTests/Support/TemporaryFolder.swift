import Foundation

/// A fresh folder in the temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init(_ label: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder, creating folders on the way.
    func write(_ text: String, to name: String) throws {
        let file = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// A small package with one library (`Core`) and its tests, for the tests that run SwiftPM.
    static func package(_ label: String, manifest: String = Self.manifest) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(label)
        try folder.write(manifest, to: "Package.swift")
        try folder.write("public let core = 1\n", to: "Sources/Core/Core.swift")
        try folder.write("import Core\n", to: "Tests/CoreTests/CoreTests.swift")
        return folder
    }

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Tiny",
            targets: [
                .target(name: "Core", swiftSettings: [.define("TINY_FEATURE")]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
            ]
        )
        """

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
