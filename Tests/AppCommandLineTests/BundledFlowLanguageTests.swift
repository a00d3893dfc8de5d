import DesignSystem
import FlowRunner
import Foundation
import Testing

@testable import App
@testable import FlowFileHost

/// Identifiers never change with the language, so every bundled flow passes in every language
/// the app speaks: a flow that selects or asserts copy by its text would fail here.
///
/// Each flow is run in English first. One that fails there fails in every language for the same
/// reason, and `make test`'s bundled-flows stage (`App test`) reports it with its file, line and
/// screen: here it is one line naming it, and it is not replayed in the other languages. A flow
/// that passes in English and fails in another language is reported here in full.
@MainActor
struct BundledFlowLanguageTests {
    private var flowsFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/FlowFileHost/Flows").path
    }

    /// The flow files directly in the folder (files in subfolders are sub-flows others run).
    private func bundledFlows() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: flowsFolder).filter {
            $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")
        }.sorted().map { flowsFolder + "/" + $0 }
    }

    private func run(_ paths: [String], in language: Language) -> (code: Int32, output: String) {
        var lines: [String] = []
        var options = FlowFileTestOptions()
        options.paths = paths
        let code = FlowFileTestCommand.run(
            options: options, host: AppFlowFileHost.suite(language: language), output: { lines.append($0) })
        return (code, lines.joined(separator: "\n"))
    }

    @Test func everyBundledFlowPassesInEveryLanguage() throws {
        let flows = try bundledFlows()
        #expect(!flows.isEmpty)
        let failingInEnglish = flows.filter { run([$0], in: .english).code != 0 }
        if !failingInEnglish.isEmpty {
            let names = failingInEnglish.map { URL(fileURLWithPath: $0).lastPathComponent }
            let message: String =
                "\(names.count) bundled flow(s) fail in English, so not replayed in other languages: "
                + "\(names.joined(separator: ", ")); make test's bundled-flows stage reports each with its "
                + "file, line and screen (`swift run App test Tools/FlowFileHost/Flows/\(names[0])`)"
            Issue.record(Comment(rawValue: message))
        }
        let passing = flows.filter { !failingInEnglish.contains($0) }
        guard !passing.isEmpty else { return }
        for language in Language.allCases where language != .english {
            let result = run(passing, in: language)
            #expect(result.code == 0, "\(language.code): \(result.output)")
            #expect(result.output.hasSuffix("\(passing.count) passed, 0 failed"), "\(language.code)")
        }
    }
}
