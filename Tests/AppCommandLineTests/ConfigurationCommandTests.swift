import AppTestSupport
import FlowFileHost
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import AppCommandLine

@MainActor
struct ConfigurationCommandTests {
    private func run(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        let commandLine = AppCommandLine(
            write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil })
        let code = commandLine.run(arguments)
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    @Test func openUnderDevShowsTheLinkedScreen() {
        let result = run([
            "--configuration", "dev", "--state", TestApp.freshStatePath(), "open", "example-dev://home",
        ])
        #expect(result.code == 0, "\(result.errors)")
    }

    @Test func openUnderDevRefusesAProductionLink() {
        let result = run(["--configuration", "dev", "--state", TestApp.freshStatePath(), "open", "example://home"])
        #expect(result.code != 0)
        #expect(result.output.contains("example-dev"), "\(result.output)")
    }

    @Test func anUnknownConfigurationExitsTwoListingTheKnownOnes() {
        let result = run(["--configuration", "qa", "open", "example://home"])
        #expect(result.code == 2)
        #expect(result.errors.contains("dev, production, staging"), "\(result.errors)")
    }

    @Test func aFlowWithAnUnknownAppIdFailsNamingTheKnownOnes() throws {
        let folder = TemporaryStateFolder()
        let flow = folder.url.appendingPathComponent("unknown-app.yaml")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try "appId: com.example.other\n---\n- launchApp\n".write(to: flow, atomically: true, encoding: .utf8)
        let result = run(["test", flow.path])
        #expect(result.code == 1)
        #expect(result.output.contains("com.example.headless.dev"), "\(result.output)")
    }
}
