import Foundation

/// Writes a new screen into a feature module: its folder, its tests, and the route that
/// reaches it from a screen the module already has.
struct ScreenScaffold {
    /// What was written, relative to the package.
    struct Written: Equatable {
        /// The created files, sorted.
        let files: [String]
        /// The existing files that gained the route: the parent's Route and Router.
        let edited: [String]
        /// The line that asks for the new route, to put where a person reaches the screen.
        let reachLine: String
    }

    let name: ScreenName
    let packagePath: String

    /// Every file of the screen and its tests, by path relative to the package.
    var files: [String: String] {
        ScreenTemplates(name: name).files
    }

    /// Writes the files and the route; refuses, writing nothing, when the module, its Router or
    /// the parent screen is missing, or the screen or its tests already exist.
    func write() throws(ScaffoldError) -> Written {
        let root = URL(fileURLWithPath: packagePath)
        let module = "Modules/\(name.feature.module)"
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(module).path) else {
            throw .noModule(path: module)
        }
        let dependencies = try PackageFiles.text(of: PackageFiles.read(root.appendingPathComponent(name.dependencies)))
        guard dependencies.contains("var router: Router?") else {
            throw .noRouter(dependencies: name.dependencies)
        }
        let files = self.files
        for path in files.keys.sorted() + [name.sources + name.short]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            throw .alreadyExists(path: path)
        }
        for path in [name.parentRoute, name.parentRouter]
        where !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            throw .noParentScreen(path: path)
        }
        let routeFile = try PackageFiles.read(root.appendingPathComponent(name.parentRoute))
        let routerFile = try PackageFiles.read(root.appendingPathComponent(name.parentRouter))
        let route = try RouteEditor.addingCase(for: name, to: PackageFiles.text(of: routeFile), file: name.parentRoute)
        let router = try RouteEditor.addingHandling(
            for: name, to: PackageFiles.text(of: routerFile), file: name.parentRouter)
        try PackageFiles.requireReplaceable([routeFile, routerFile])
        for (path, text) in files {
            try PackageFiles.write(text, to: root.appendingPathComponent(path))
        }
        try PackageFiles.replace(routeFile, with: route)
        try PackageFiles.replace(routerFile, with: router)
        return Written(
            files: files.keys.sorted(), edited: [name.parentRoute, name.parentRouter],
            reachLine: "try router.route(to: .\(name.routeCase))")
    }
}
