import Foundation

/// Writes a new feature module into a package: its sources, its String Catalog, its tests, its
/// manifest lines, and the loader App's composition hands it.
struct FeatureScaffold {
    /// What was written, relative to the package.
    struct Written: Equatable {
        /// The created files, sorted.
        let files: [String]
        /// The line added to Package.swift's feature list.
        let manifestLine: String
        /// The name added to Package.swift's list of what App is built on.
        let appDependency: String
        /// What is left for a person to do, one line each.
        let toFinish: [String]
    }

    let name: FeatureName
    let packagePath: String

    /// Every file of the module, its tests and its loader in App, by path relative to the
    /// package; the String Catalog speaks the languages of the package's other catalogues.
    var files: [String: String] {
        FeatureTemplates(name: name, languages: PackageLanguages.read(inPackageAt: URL(fileURLWithPath: packagePath)))
            .files.merging(CompositionTemplates(name: name).files) { generated, _ in generated }
    }

    /// Writes the files and the manifest lines; refuses, writing nothing, when the module, its
    /// tests or its loader in App already exist or the manifest has no feature list or no list
    /// of what App is built on.
    func write() throws(ScaffoldError) -> Written {
        let root = URL(fileURLWithPath: packagePath)
        let composition = CompositionTemplates(name: name)
        for path in ["Modules/\(name.module)", "Tests/\(name.testTarget)", composition.path]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            throw .alreadyExists(path: path)
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest = try PackageFiles.read(manifestURL)
        // Edited in memory first, so a manifest without either list leaves no half-made module.
        let withFeature = try ManifestEditor.adding(name, to: PackageFiles.text(of: manifest), file: manifestURL.path)
        let edited = try ManifestEditor.addingToApp(name, to: withFeature, file: manifestURL.path)
        try PackageFiles.requireReplaceable([manifest])
        let files = self.files
        for (path, text) in files {
            try PackageFiles.write(text, to: root.appendingPathComponent(path))
        }
        try PackageFiles.replace(manifest, with: edited)
        return Written(
            files: files.keys.sorted(), manifestLine: ManifestEditor.line(for: name), appDependency: name.module,
            toFinish: [
                "show it from a coordinator in App with \(name.short)Builder.build(dependencies:), handing it "
                    + "`content: context.services.\(composition.servicesProperty)`, then add "
                    + "`- takeScreenshot: \(name.screenshotName)` where \(ScreenCatalogueEditor.path) reaches it, "
                    + "so `App snapshot` and `App audit` cover it",
                "it lists Home's feed until \(composition.path) is pointed at the content meant for \(name.title) "
                    + "(its comment says how)",
            ])
    }
}
