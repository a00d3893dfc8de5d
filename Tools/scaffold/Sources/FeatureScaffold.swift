import Foundation

/// Writes a new feature module into a package: its sources, its String Catalog, its tests, its
/// manifest lines, the loader App's composition hands it, its place in the fuzz script's studio
/// harness, which compiles App, and what reaches it from App alone: its link's coordinator and
/// line in `LinkedFeatures`, its session protocol, its flow file and its catalogue steps.
struct FeatureScaffold {
    /// What was written, relative to the package.
    struct Written: Equatable {
        /// The created files, sorted.
        let files: [String]
        /// The line added to Package.swift's feature list.
        let manifestLine: String
        /// The name added to Package.swift's list of what App is built on.
        let appDependency: String
        /// The existing files edited besides Package.swift: the fuzz script, when the package has
        /// it, App's linked features and session composition, and the screen catalogue.
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
            .merging(LinkTemplates(name: name).files) { generated, _ in generated }
    }

    /// Writes the files, the manifest lines and, when the package has the fuzz script, the
    /// module's place in its studio harness; refuses, writing nothing, when the module, its tests
    /// or its loader in App already exist, the manifest has no feature list or no list of what
    /// App is built on, or the fuzz script has not the lists it is expected to have.
    func write() throws(ScaffoldError) -> Written {
        let root = URL(fileURLWithPath: packagePath)
        let composition = CompositionTemplates(name: name)
        let link = LinkTemplates(name: name)
        for path in [
            "Modules/\(name.module)", "Tests/\(name.testTarget)", composition.path, link.coordinatorPath, link.flowPath,
        ]
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
        edits += try appEdits(link: link, in: root)
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
                "example://\(link.host) opens it over the tabs (\(link.coordinatorPath)); to reach it from another "
                    + "feature instead (a row in Profile, a tab), follow the README's \"Reach it from another feature\"",
                "it lists Home's feed until \(composition.path) is pointed at the content meant for \(name.title) "
                    + "(its comment says how)",
            ])
    }

    /// The App files and the catalogue that make the module reachable by its link, edited in
    /// memory: its line among the linked features, its session protocol, its catalogue steps.
    private func appEdits(link: LinkTemplates, in root: URL) throws(ScaffoldError) -> [PackageEdit] {
        let linked = try PackageFiles.read(root.appendingPathComponent(AppLinkEditor.linkedFeaturesPath))
        let session = try PackageFiles.read(root.appendingPathComponent(AppLinkEditor.sessionPath))
        let catalogue = try PackageFiles.read(root.appendingPathComponent(ScreenCatalogueEditor.path))
        let catalogueText = try PackageFiles.text(of: catalogue)
        if catalogueText.contains("- takeScreenshot: \(name.screenshotName)\n") {
            throw .screenshotExists(path: ScreenCatalogueEditor.path, name: name.screenshotName)
        }
        let ending = catalogueText.hasSuffix("\n") ? "" : "\n"
        return [
            PackageEdit(
                path: AppLinkEditor.linkedFeaturesPath, file: linked,
                text: try AppLinkEditor.addingLink(
                    link, to: PackageFiles.text(of: linked), file: AppLinkEditor.linkedFeaturesPath)),
            PackageEdit(
                path: AppLinkEditor.sessionPath, file: session,
                text: try AppLinkEditor.addingSession(
                    name, to: PackageFiles.text(of: session), file: AppLinkEditor.sessionPath)),
            PackageEdit(
                path: ScreenCatalogueEditor.path, file: catalogue,
                text: catalogueText + ending + link.catalogueSteps.joined(separator: "\n") + "\n"),
        ]
    }
}
