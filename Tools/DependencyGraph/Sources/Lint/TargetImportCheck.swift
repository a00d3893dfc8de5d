import Foundation

/// Checks one target's imports against the layer and feature rules, each breach at its import:
/// the check `depgraph check-target` runs for the build-tool plugin on every build of a target.
///
/// It judges what the sources import, declared in the manifest or not, with the rules `lint`
/// applies to declared dependencies; the rules about the whole graph stay with `lint`.
public struct TargetImportCheck: Sendable {
    private let linter: Linter

    /// Creates a check of the package and rules `linter` holds.
    public init(linter: Linter) {
        self.linter = linter
    }

    /// The breaches in the sources of the target named `targetName`, in file and line order.
    ///
    /// - Parameter defines: compilation conditions that hold for every target (`--define`).
    /// - Throws: `DepgraphError.usage` when the package has no such target, or
    ///   `.unreadableFile` for a source that cannot be read.
    public func breaches(of targetName: String, defines: [String] = []) throws(DepgraphError) -> [ImportBreach] {
        let graph = linter.graph
        guard let target = graph.target(named: targetName) else {
            throw .usage(
                "the package has no target named '\(targetName)'"
                    + NameSuggester.hint(for: targetName, among: graph.targets.map(\.name)))
        }
        let importable = SourceImportReader.importableModules(of: graph, rules: linter.rules)
        let scanner = SourceImportReader.scanner(for: target, importable: importable, defines: defines)
        let edgeRules = EdgeRules(graph: graph, rules: linter.rules)
        var breaches: [ImportBreach] = []
        for source in target.sources.sorted() where source.hasSuffix(".swift") {
            let path = URL(fileURLWithPath: target.directory).appendingPathComponent(source).path
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw .unreadableFile(file: path, detail: error.localizedDescription)
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for statement in scanner.imports(in: text) where statement.module != target.name {
                guard graph.target(named: statement.module) != nil,
                    let violation = edgeRules.violation(for: Edge(from: target.name, to: statement.module))
                else { continue }
                let lineText = statement.line <= lines.count ? lines[statement.line - 1] : ""
                breaches.append(
                    ImportBreach(
                        file: path,
                        line: statement.line,
                        column: Self.column(ofImportIn: lineText),
                        violation: violation
                    )
                )
            }
        }
        return breaches
    }

    /// The 1-based column (in UTF-8 bytes, as compilers count) of the word `import` on a line, or 1 when the line does not hold it
    /// (an import spread over several lines).
    static func column(ofImportIn line: Substring) -> Int {
        var searched = line[...]
        while let found = searched.range(of: "import") {
            let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
            if !(before.map(Self.isIdentifierCharacter) ?? false), !(after.map(Self.isIdentifierCharacter) ?? false) {
                return line.utf8.distance(from: line.startIndex, to: found.lowerBound) + 1
            }
            searched = line[found.upperBound...]
        }
        return 1
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
