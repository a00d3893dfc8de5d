import Foundation

/// Writes a new feature module into a package: its sources, its String Catalog, its tests, its
/// manifest lines, the loader App's composition hands it, and its place in the fuzz script's
/// studio harness, which compiles App.
struct FeatureScaffold {
    /// What was written, relative to the package.
    struct Written: Equatable {
        /// The created files, sorted.
        let files: [String]
        /// The line added to Package.swift's feature list.
        let manifestLine: String
        /// The name added to Package.swift's list of what App is built on.
        let appDependency: String
        /// The existing files edited besides Package.swift: the fuzz script, when the package has it.
        let edited: [String]
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

    /// Writes the files, the manifest lines and, when the package has the fuzz script, the
    /// module's place in its studio harness; refuses, writing nothing, when the module, its tests
    /// or its loader in App already exist, the manifest has no feature list or no list of what
    /// App is built on, or the fuzz script has not the lists it is expected to have.
    func write() throws(ScaffoldError) -> Written {
        let root = URL(fileURLWithPath: packagePath)
        let composition = CompositionTemplates(name: name)
        for path in ["Modules/\(name.module)", "Tests/\(name.testTarget)", composition.path]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            throw .alreadyExists(path: path)
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest = try PackageFiles.read(manifestURL)
        // Edited in memory first, so a manifest without either list, or a fuzz script without its
        // lists, leaves no half-made module.
        let withFeature = try ManifestEditor.adding(name, to: PackageFiles.text(of: manifest), file: manifestURL.path)
        let editedManifest = try ManifestEditor.addingToApp(name, to: withFeature, file: manifestURL.path)
        var edits: [PackageEdit] = []
        let fuzzScript = root.appendingPathComponent(FuzzScriptEditor.path)
        if FileManager.default.fileExists(atPath: fuzzScript.path) {
            let script = try PackageFiles.read(fuzzScript)
            let text = try FuzzScriptEditor.adding(name, to: PackageFiles.text(of: script), file: FuzzScriptEditor.path)
            edits.append(PackageEdit(path: FuzzScriptEditor.path, file: script, text: text))
        }
        try PackageFiles.requireReplaceable([manifest] + edits.map(\.file))
        let files = self.files
        for (path, text) in files {
            try PackageFiles.write(text, to: root.appendingPathComponent(path))
        }
        try PackageFiles.replace(manifest, with: editedManifest)
        for edit in edits {
            try PackageFiles.replace(edit.file, with: edit.text)
        }
        return Written(
            files: files.keys.sorted(), manifestLine: ManifestEditor.line(for: name), appDependency: name.module,
            edited: edits.map(\.path),
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
