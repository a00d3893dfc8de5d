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
          writes Modules/NAMEModule (its public files and one screen), Tests/NAMEModuleTests
          (a view-model test, mocks, a snapshot test) and its line in Package.swift
        """

    /// Runs with the arguments after the program name and returns the exit status.
    static func run(arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        var names: [String] = []
        var packagePath = FileManager.default.currentDirectoryPath
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                output(usage)
                return success
            case "--package-path":
                guard let value = remaining.popFirst() else {
                    errorOutput("scaffold: --package-path expects a value\n" + usage)
                    return usageError
                }
                packagePath = value
            default:
                guard !argument.hasPrefix("-") else {
                    errorOutput("scaffold: unknown option '\(argument)'\n" + usage)
                    return usageError
                }
                names.append(argument)
            }
        }
        guard names.count == 1, let raw = names.first else {
            errorOutput("scaffold: expected one feature name, found \(names.count)\n" + usage)
            return usageError
        }
        do throws(ScaffoldError) {
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
