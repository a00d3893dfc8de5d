import Foundation

/// A temporary folder holding copies of some of this package's files, for the scaffold to read
/// and edit; the caller removes it.
enum PackageCopy {
    /// This package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files a new screen in Home reads and edits, and the module files the refusals name.
    static let screenFiles = [
        "Tools/FlowFileHost/Flows/catalogue.yaml",
        "Modules/BookmarksModule/Sources/BookmarksDependencies.swift",
        "Modules/HomeModule/Resources/Localizable.xcstrings",
        "Modules/HomeModule/Sources/Home/HomeRouter.swift",
        "Modules/HomeModule/Sources/Home/HomeRouting.swift",
        "Modules/HomeModule/Sources/HomeDependencies.swift",
        "Modules/ProfileModule/Resources/Localizable.xcstrings",
        "Modules/ProfileModule/Sources/Profile/ProfileRouter.swift",
        "Modules/ProfileModule/Sources/Profile/ProfileRouting.swift",
        "Modules/ProfileModule/Sources/ProfileDependencies.swift",
    ]

    /// A new folder with copies of `paths`, relative to the package, at the same paths.
    /// What `scaffold NAME` reads and edits: the manifest, App's linked features and session
    /// composition, and the screen catalogue.
    static let featureFiles = [
        "Package.swift", "App/Sources/Coordinators/LinkedFeatures.swift",
        "App/Sources/Composition/AppSessionStoring.swift", "Tools/FlowFileHost/Flows/catalogue.yaml",
    ]

    static func make(_ paths: [String] = featureFiles) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in paths {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(path), to: target)
        }
        return folder
    }
}
