import Foundation

/// The command line of `scaffold`: parses the arguments, writes the module, reports what it wrote.
enum ScaffoldCommand {
    /// Exit status: the module was written.
    static let success: Int32 = 0
    /// Exit status: the module could not be written (it exists, the manifest has no feature list).
    static let failure: Int32 = 1
    /// Exit status: bad usage.
    static let usageError: Int32 = 2

    static let usage = """
        usage: scaffold NAME [--package-path PATH]
               scaffold screen MODULE NAME [--from SCREEN] [--package-path PATH]
          NAME alone writes Modules/NAMEModule (its public files and one screen),
          Tests/NAMEModuleTests (a view-model test, mocks, a snapshot test) and its line in
          Package.swift.
          screen writes the screen NAME into Modules/MODULEModule/Sources/NAME with its tests, and
          adds its route to SCREEN (default: the screen named like the module), the screen it is
          reached from: a case in SCREENRoute and its push in SCREENRouter.
        """

    /// Runs with the arguments after the program name and returns the exit status.
    static func run(arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        var names: [String] = []
        var parent: String?
        var packagePath = FileManager.default.currentDirectoryPath
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                output(usage)
                return success
            case "--package-path", "--from":
                guard let value = remaining.popFirst() else {
                    errorOutput("scaffold: \(argument) expects a value\n" + usage)
                    return usageError
                }
                if argument == "--from" { parent = value } else { packagePath = value }
            default:
                guard !argument.hasPrefix("-") else {
                    errorOutput("scaffold: unknown option '\(argument)'\n" + usage)
                    return usageError
                }
                names.append(argument)
            }
        }
        do throws(ScaffoldError) {
            if names.first == "screen" {
                guard names.count == 3 else {
                    errorOutput(
                        "scaffold: screen expects a module and a screen name, found \(names.count - 1) name(s)\n"
                            + usage)
                    return usageError
                }
                let feature = try FeatureName(names[1])
                let name = ScreenName(
                    screen: try FeatureName(names[2]), feature: feature,
                    parent: try FeatureName(parent ?? feature.short))
                let written = try ScreenScaffold(name: name, packagePath: packagePath).write()
                for path in written.files { output("created \(path)") }
                for path in written.edited { output("edited \(path)") }
                output("reach it from \(name.parent.short)ViewModel: \(written.reachLine)")
                return success
            }
            guard parent == nil else {
                errorOutput("scaffold: --from goes with screen\n" + usage)
                return usageError
            }
            guard names.count == 1, let raw = names.first else {
                errorOutput("scaffold: expected one feature name, found \(names.count)\n" + usage)
                return usageError
            }
            let name = try FeatureName(raw)
            let written = try FeatureScaffold(name: name, packagePath: packagePath).write()
            for path in written.files { output("created \(path)") }
            output("added \(written.manifestLine.trimmingCharacters(in: .whitespaces)) to Package.swift")
            return success
        } catch {
            errorOutput("scaffold: \(error)")
            return error.isUsage ? usageError : failure
        }
    }
}
