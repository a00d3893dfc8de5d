import Foundation
import PackagePlugin

@main
struct Generate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
}
