import Foundation

/// The graph and (when a rules file is there) the linter that every subcommand starts from.
struct AnalysisContext {
    /// The rules file inside a package, when `--rules` is not given.
    static let defaultRulesPath = "Tools/module-rules.json"

    let graph: DependencyGraph
    let linter: Linter?

    init(options: CommandOptions, requireRules: Bool) throws(DepgraphError) {
        let package: PackageModel
        let source: String
        if let file = options.descriptionFile {
            package = try PackageLoader.load(descriptionFile: file, manifestFile: options.manifestFile)
            source = file
        } else {
            package = try PackageLoader.load(packagePath: options.packagePath, useCache: options.useCache)
            source = "swift package describe (\(package.root))"
        }
        graph = try DependencyGraph(package: package, source: source)
        let rulesPath = options.rulesFile ?? package.root + "/" + Self.defaultRulesPath
        guard options.rulesFile != nil || requireRules || FileManager.default.fileExists(atPath: rulesPath) else {
            linter = nil
            return
        }
        let rules = try RulesParser.load(path: rulesPath)
        linter = try Linter(
            graph: graph,
            rules: rules,
            rulesFile: SourceImportReader.relative(rulesPath, to: package.root)
        )
    }
}
