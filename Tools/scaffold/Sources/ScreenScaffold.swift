import Foundation

/// Writes a new screen into a feature module: its folder and tests, its words in the module's
/// String Catalog, the route that reaches it from a screen the module already has, and its
/// steps in the screen catalogue.
struct ScreenScaffold {
    /// What was written, relative to the package.
    struct Written: Equatable {
        /// The created files, sorted.
        let files: [String]
        /// The existing files that were edited: the parent's Routing and Router, the module's
        /// String Catalog and, when it photographs the parent, the screen catalogue.
        let edited: [String]
        /// What is left for a person to do, one line each.
        let toFinish: [String]
    }

    let name: ScreenName
    let packagePath: String

    /// Every file of the screen and its tests, by path relative to the package.
    var files: [String: String] {
        let screen = ScreenDescription.screen(name)
        return ScreenTemplates(screen: screen).files(in: name.folder)
            .merging(ScreenTestTemplates(screen: screen, module: name.feature.module).files(in: name.tests)) {
                generated, _ in generated
            }
    }

    /// Writes the files and the edits; refuses, writing nothing, when the module, its Router,
    /// its String Catalog or the parent screen is missing or not of the expected shape, or the
    /// screen, its tests, its route, its keys or its screenshot already exist.
    func write() throws(ScaffoldError) -> Written {
        let root = URL(fileURLWithPath: packagePath)
        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }
        let module = "Modules/\(name.feature.module)"
        guard exists(module) else { throw .noModule(path: module) }
        let dependencies = try PackageFiles.text(of: PackageFiles.read(root.appendingPathComponent(name.dependencies)))
        guard dependencies.contains("var router: Router?") else { throw .noRouter(dependencies: name.dependencies) }
        guard dependencies.contains("var theme: Theme") else {
            throw .unexpectedSource(
                path: name.dependencies, expected: "`public var theme: Theme`, the tokens the screens are drawn with")
        }
        let files = self.files
        for path in files.keys.sorted() + [name.folder] where exists(path) {
            throw .alreadyExists(path: path)
        }
        try DeclaredTypes.refuseClashes(
            of: files.filter { $0.key.hasPrefix(name.sources) }.map(\.value),
            withTypesIn: root.appendingPathComponent(name.sources), relativeTo: root)
        for path in [name.parentRouting, name.parentRouter] where !exists(path) {
            throw .noParentScreen(path: path)
        }
        guard exists(name.stringCatalog) else { throw .noStringCatalog(path: name.stringCatalog) }
        // Every edit is made in memory first, so a file of an unexpected shape leaves nothing half made.
        var edits = [
            try edit(name.parentRouting, in: root) { text throws(ScaffoldError) in
                try RouteEditor.addingCase(for: name, to: text, file: name.parentRouting)
            },
            try edit(name.parentRouter, in: root) { text throws(ScaffoldError) in
                try RouteEditor.addingPush(for: name, to: text, file: name.parentRouter)
            },
            try edit(name.stringCatalog, in: root) { text throws(ScaffoldError) in
                try StringCatalogEditor.adding(ScreenStrings.screen(name).all, to: text, file: name.stringCatalog)
            },
        ]
        var toFinish = ["reach it from \(name.parent.short)ViewModel: \(name.reachCall)"]
        if exists(ScreenCatalogueEditor.path) {
            let (catalogueEdit, step) = try screenCatalogueEdit(in: root)
            edits += catalogueEdit.map { [$0] } ?? []
            toFinish.append(step)
        }
        try PackageFiles.requireReplaceable(edits.map(\.file))
        for (path, text) in files {
            try PackageFiles.write(text, to: root.appendingPathComponent(path))
        }
        for edit in edits {
            try PackageFiles.replace(edit.file, with: edit.text)
        }
        return Written(files: files.keys.sorted(), edited: edits.map(\.path), toFinish: toFinish)
    }

    /// The screen catalogue with the new screen's steps, and what a person has to finish: give
    /// the parent the control the steps tap, or, when the catalogue never pictures the parent,
    /// write the steps where it does.
    private func screenCatalogueEdit(in root: URL) throws(ScaffoldError) -> (edit: PackageEdit?, toFinish: String) {
        let path = ScreenCatalogueEditor.path
        let catalogue = try PackageFiles.read(root.appendingPathComponent(path))
        guard let text = try ScreenCatalogueEditor.adding(name, to: PackageFiles.text(of: catalogue), file: path) else {
            return (
                nil,
                "\(path) takes no screenshot '\(name.parent.screenshotName)', so \(name.screen.title) is not in it: "
                    + "add these steps where the flow shows \(name.parent.title): "
                    + ScreenCatalogueEditor.steps(for: name).dropFirst().joined(separator: " ")
            )
        }
        return (
            PackageEdit(path: path, file: catalogue, text: text),
            "give that control the identifier \"\(name.parentControl)\": \(path) taps it to picture and audit "
                + "\(name.screen.title) once \(name.parent.title) shows it, and passes it by until then"
        )
    }

    /// The file at `path`, read, with the text `change` makes of it.
    private func edit(
        _ path: String, in root: URL, _ change: (String) throws(ScaffoldError) -> String
    ) throws(ScaffoldError) -> PackageEdit {
        let file = try PackageFiles.read(root.appendingPathComponent(path))
        return PackageEdit(path: path, file: file, text: try change(PackageFiles.text(of: file)))
    }
}
