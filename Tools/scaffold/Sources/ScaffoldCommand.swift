import CommandLineKit
import Foundation

/// The command line of `scaffold`: parses the arguments, writes the module, reports what it wrote.
enum ScaffoldCommand: DeclaredCommand {
    /// Exit status: the module was written.
    static let success: Int32 = 0
    /// Exit status: the module could not be written (it exists, the manifest has no feature list).
    static let failure: Int32 = 1
    /// Exit status: bad usage.
    static let usageError: Int32 = 2

    static let declaration = CommandDeclaration(
        "scaffold",
        abstract: "Adds a feature module, or a screen inside one, in the shape every feature has.",
        discussion: """
            NAME alone writes Modules/NAMEModule (its public files, NAMEContentLoading among them, one screen folder
            that lists what it fetches, and its String Catalog), Tests/NAMEModuleTests (a view-model test, a screen
            test with snapshots of every content state, mocks, a content stub), App/Sources/Composition/
            NAMEContentFromFeed.swift (the loader App hands it: Home's feed until it is pointed at its own content),
            its line in Package.swift's features and its name in App's dependencies; and adds it to the studio
            harness of Tests/Fuzz/fuzz.sh, which compiles App.
            """,
        arguments: [
            .positional("NAME", help: "the feature, in UpperCamelCase (Settings or SettingsModule)"),
            .option("--package-path", value: "PATH", help: "the package to write into (default: this folder)"),
        ],
        subcommands: [Screen.declaration]
    )

    /// `scaffold screen MODULE NAME`.
    enum Screen: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "screen",
            abstract: "Adds the screen NAME to MODULEModule, with its tests and the route that reaches it.",
            discussion: """
                Writes Modules/MODULEModule/Sources/NAME (factory, view controller, node tree, view model, routing,
                router) and its tests; adds its words to the module's Resources/Localizable.xcstrings in every language
                the catalogue has (other languages hold the English, marked needs_review); adds the route to the screen
                it is reached from: a case in SCREENRoute (SCREENRouting.swift) and its push in SCREENRouter; and adds
                its screenshot to Tools/FlowFileHost/Flows/catalogue.yaml after the screen it is reached from.
                """,
            arguments: [
                .positional("MODULE", help: "the feature module that gets the screen (Home or HomeModule)"),
                .positional("NAME", help: "the new screen, in UpperCamelCase"),
                .option(
                    "--from", value: "SCREEN", help: "the screen it is reached from (default: named like the module)"),
                .option(
                    "--param", value: "NAME:TYPE",
                    help: "a value the route carries, e.g. authorID:String (the type is String or Int)"),
            ]
        )
    }

    /// Runs with the arguments after the program name and returns the exit status.
    static func run(arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        let parsed: ParsedCommand
        do {
            parsed = try CommandLineParser.parse(arguments, as: declaration)
        } catch {
            errorOutput(error.description)
            return usageError
        }
        if parsed.wantsHelp {
            output(HelpText.help(for: declaration.commands(along: parsed.path)))
            return success
        }
        let packagePath = parsed.value("--package-path") ?? FileManager.default.currentDirectoryPath
        do throws(ScaffoldError) {
            if parsed.path.last == Screen.declaration.name {
                let feature = try FeatureName(parsed.value("MODULE") ?? "")
                let name = ScreenName(
                    screen: try FeatureName(parsed.value("NAME") ?? ""), feature: feature,
                    parent: try FeatureName(parsed.value("--from") ?? feature.short),
                    parameter: try parsed.value("--param").map { raw throws(ScaffoldError) in try RouteParameter(raw) })
                let written = try ScreenScaffold(name: name, packagePath: packagePath).write()
                for path in written.files { output("created \(path)") }
                for path in written.edited { output("edited \(path)") }
                for step in written.toFinish { output("to finish: \(step)") }
                return success
            }
            let name = try FeatureName(parsed.value("NAME") ?? "")
            let written = try FeatureScaffold(name: name, packagePath: packagePath).write()
            for path in written.files { output("created \(path)") }
            output("added \(written.manifestLine.trimmingCharacters(in: .whitespaces)) to Package.swift")
            output("added \"\(written.appDependency)\" to App's dependencies in Package.swift")
            for path in written.edited { output("edited \(path)") }
            for step in written.toFinish { output("to finish: \(step)") }
            return success
        } catch {
            errorOutput("scaffold: \(error)")
            return error.isUsage ? usageError : failure
        }
    }
}
