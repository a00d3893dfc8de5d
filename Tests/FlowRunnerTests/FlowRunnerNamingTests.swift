import Foundation
import Testing

/// One word per meaning: a "flow" is a coordinator's journey in the app, so the code that reads
/// and runs flow files names its types for Maestro (`MaestroCommand`, `MaestroScriptValue`) or
/// for flow files (`FlowFileParser`, `FlowFileRunner`), never for a bare "flow".
@Suite struct FlowRunnerNamingTests {
    /// The package's root folder, three levels above this file (`Tests/FlowRunnerTests/`).
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func noTypeOfTheFlowRunnerIsNamedForABareFlow() throws {
        let sources = "Tools/FlowRunner/Sources"
        let files = try Self.swiftFiles(under: sources)
        #expect(!files.isEmpty, "no Swift file under \(Self.packageRoot)/\(sources)")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOfFile: Self.packageRoot + "/" + file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("Flow") {
                for name in Self.declaredTypes(in: line) where name.hasPrefix("Flow") && !name.hasPrefix("FlowFile") {
                    offenders.append("\(file):\(index + 1) \(name)")
                }
            }
        }
        #expect(
            offenders.isEmpty,
            """
            types named for a bare "flow" (name them Maestro... for Maestro's language, FlowFile... for \
            reading, checking, running and reporting flow files):
            \(offenders.joined(separator: "\n"))
            """
        )
    }

    /// The names of the types `line` declares, at any access level, nested or not; what follows
    /// `//` is a comment and declares nothing.
    private static func declaredTypes(in line: Substring) -> [String] {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        let declaration = /(?:^|[\s{;(])(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        return code.matches(of: declaration).map { String($0.output.1) }
    }

    /// Every `.swift` file under `folder` (relative to the package root), as a path from the
    /// package root, in a stable order.
    private static func swiftFiles(under folder: String) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: packageRoot + "/" + folder)
        return paths.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }
}
