import DesignSystem
import FlowRunner
import Foundation
import Testing

@testable import App
@testable import FlowFileHost

/// Identifiers never change with the language, so every bundled flow passes in every language
/// the app speaks: a flow that selects or asserts copy by its text would fail here.
@MainActor
struct BundledFlowLanguageTests {
    private var flowsFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/FlowFileHost/Flows").path
    }

    @Test(arguments: Language.allCases)
    func everyBundledFlowPassesInEveryLanguage(_ language: Language) {
        var lines: [String] = []
        var options = FlowFileTestOptions()
        options.paths = [flowsFolder]
        let code = FlowFileTestCommand.run(
            options: options, host: AppFlowFileHost.suite(language: language), output: { lines.append($0) })
        let output = lines.joined(separator: "\n")
        #expect(code == 0, "\(language.code): \(output)")
        #expect(output.hasSuffix(", 0 failed"), "\(language.code): \(output.suffix(200))")
    }
}
