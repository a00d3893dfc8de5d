import Foundation
import PackagePlugin

/// A build-tool plugin a target opts into: every build checks the target's imports against the
/// package's rules file with `depgraph check-target`, which prints each breach as a compiler
/// error at its import (`FILE:LINE:COLUMN: error: ...`) and so fails the build.
///
/// The command's output is an empty Swift file compiled into the target: a build runs a plugin's
/// command only when the target needs what it makes, and a Swift file needs no resource bundle.
@main
struct DependencyGraphLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let root = context.package.directoryURL
        guard let rules = RulesFileLocator.rulesFile(in: root) else {
            throw MissingRulesFile(packageDirectory: root)
        }
        let work = context.pluginWorkDirectoryURL
        let files = try PackageDescriptionWriter(package: context.package).write(into: work)
        let stamp = work.appendingPathComponent("DependencyGraphLint+\(module.name).swift")
        let sources = module.sourceFiles.filter { $0.type == .source }.map(\.url)
        return [
            .buildCommand(
                displayName: "Checking the imports of \(module.name) against \(rules.lastPathComponent)",
                executable: try context.tool(named: "depgraph").url,
                arguments: [
                    "check-target", module.name,
                    "--description", files.description.path,
                    "--manifest", files.manifest.path,
                    "--rules", rules.path,
                    "--stamp", stamp.path,
                ],
                inputFiles: sources + [rules, files.description, files.manifest],
                outputFiles: [stamp]
            )
        ]
    }
}

/// The package has no rules file where the plugins look.
struct MissingRulesFile: Error, CustomStringConvertible {
    /// The package root that was searched.
    let packageDirectory: URL

    var description: String {
        "DependencyGraphLint: no rules file in \(packageDirectory.path); add "
            + RulesFileLocator.candidates.joined(separator: " or ")
            + " (the layers and the targets in each) or remove the plugin from the target"
    }
}
