import Foundation

/// Writes a new feature module into a package: its sources, its String Catalog, its tests and
/// its manifest line.
struct FeatureScaffold {
    /// What was written, relative to the package.
    struct Written: Equatable {
        /// The created files, sorted.
        let files: [String]
        /// The line added to Package.swift.
        let manifestLine: String
        /// What is left for a person to do, one line each.
        let toFinish: [String]
    }

    let name: FeatureName
    let packagePath: String

    /// Every file of the module and its tests, by path relative to the package; the String
    /// Catalog speaks the languages of the package's other catalogues.
    var files: [String: String] {
        FeatureTemplates(name: name, languages: PackageLanguages.read(inPackageAt: URL(fileURLWithPath: packagePath)))
            .files
    }

    /// Writes the files and the manifest line; refuses, writing nothing, when the module or
    /// its tests already exist or the manifest has no feature list.
    func write() throws(ScaffoldError) -> Written {
        let root = URL(fileURLWithPath: packagePath)
        for folder in ["Modules/\(name.module)", "Tests/\(name.testTarget)"]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            throw .alreadyExists(path: folder)
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest = try PackageFiles.read(manifestURL)
        // Edited in memory first, so a manifest without a feature list leaves no half-made module.
        let edited = try ManifestEditor.adding(name, to: PackageFiles.text(of: manifest), file: manifestURL.path)
        try PackageFiles.requireReplaceable([manifest])
        let files = self.files
        for (path, text) in files {
            try PackageFiles.write(text, to: root.appendingPathComponent(path))
        }
        try PackageFiles.replace(manifest, with: edited)
        return Written(
            files: files.keys.sorted(), manifestLine: ManifestEditor.line(for: name),
            toFinish: [
                "show it from a coordinator in App with \(name.short)Builder.build(dependencies:), then add "
                    + "`- takeScreenshot: \(name.screenshotName)` where \(ScreenCatalogueEditor.path) reaches it, "
                    + "so `App snapshot` and `App audit` cover it"
            ])
    }
}
