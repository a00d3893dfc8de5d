import Foundation
import PackagePlugin

/// `swift package depgraph [graph|lint|affected|stats] [options]`: runs depgraph on the package
/// the command is run in, with the targets SwiftPM has already loaded, and prints what depgraph
/// prints.
///
/// The rules come from `--rules` (relative to the package root), else `module-rules.json` at the
/// package root, else `Tools/module-rules.json`. `--output` paths are relative to the package root
/// too; writing them needs `--allow-writing-to-package-directory`.
@main
struct DependencyGraphPlugin: CommandPlugin {
    /// The commands that read no package, so get no description.
    static let commandsWithoutPackage: Set<String> = ["bench", "help", "--help", "-h"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        var forwarded = arguments
        if !Self.readsNoPackage(arguments) {
            let files = try PackageDescriptionWriter(package: context.package)
                .write(into: context.pluginWorkDirectoryURL)
            forwarded += ["--description", files.description.path, "--manifest", files.manifest.path]
            if !arguments.contains(where: { $0 == "--rules" || $0.hasPrefix("--rules=") }),
                let rules = RulesFileLocator.rulesFile(in: root)
            {
                forwarded += ["--rules", rules.path]
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "depgraph").url
        process.arguments = forwarded
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DepgraphFailure(status: process.terminationStatus)
        }
    }

    /// Whether the command line names a command that reads no package, or asks only for help.
    static func readsNoPackage(_ arguments: [String]) -> Bool {
        if arguments.contains("--help") || arguments.contains("-h") { return true }
        return arguments.first.map(commandsWithoutPackage.contains) ?? false
    }
}

/// depgraph ended with a status other than 0; SwiftPM prints this and exits with 1.
struct DepgraphFailure: Error, CustomStringConvertible {
    /// depgraph's exit status: 1 for violations, 2 for bad usage or a tool error.
    let status: Int32

    var description: String {
        switch status {
        case 1: "depgraph found violations (each on a line of its own); exit status 1"
        case 2: "depgraph could not run (its message says why); exit status 2"
        default: "depgraph ended with status \(status)"
        }
    }
}
