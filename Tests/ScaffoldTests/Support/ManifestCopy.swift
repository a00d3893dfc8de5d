import Foundation

/// A temporary folder holding a copy of this package's Package.swift, for the scaffold to edit.
enum ManifestCopy {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A new folder with the copy; the caller removes it.
    static func make() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Package.swift"), to: folder.appendingPathComponent("Package.swift"))
        return folder
    }
}
