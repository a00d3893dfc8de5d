import FlowRunner
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import FlowFileHost

/// What `App test` does with a flow that fails, and what the app's host does for a flow, run in
/// this process through the same command `App test` uses. The bundled flows themselves run in
/// every language in `BundledFlowLanguageTests`, and in `make test`'s bundled-flows stage.
@MainActor
struct BundledFlowTests {
    private var flowsFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/FlowFileHost/Flows").path
    }

    private func runTest(_ paths: [String]) -> (code: Int32, output: String) {
        var lines: [String] = []
        var options = FlowFileTestOptions()
        options.paths = paths
        let code = FlowFileTestCommand.run(
            options: options, host: AppFlowFileHost.suite(), output: { lines.append($0) })
        return (code, lines.joined(separator: "\n"))
    }

    @Test func aFailingFlowExitsWithOneAndShowsTheScreenAndTree() throws {
        let folder = TemporaryStateFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let flow = folder.url.appendingPathComponent("broken.yaml")
        try """
        appId: com.example.headless
        name: Expects a screen that is not there
        ---
        - launchApp:
            clearState: true
        - tapOn: {id: "login.email"}
        - assertVisible: "Welcome"
        """.write(to: flow, atomically: true, encoding: .utf8)
        let result = runTest([flow.path])
        #expect(result.code == 1)
        #expect(result.output.contains("Element not found: Id matching regex: login.email"))
        #expect(result.output.contains("#welcome.login"))
        #expect(result.output.contains("SKIPPED"))
        #expect(result.output.hasSuffix("0 passed, 1 failed"))
    }

    @Test func aRejectedLinkCompletesAndTheAppShowsWhy() throws {
        let host = AppFlowFileHost(statePath: TemporaryStateFolder().nextStatePath())
        let window = try host.launch(clearState: true)
        try host.openLink("example://nowhere")
        let notice = window.screen.topLayer?.node().descendant(identifier: "app.notice")
        #expect(notice?.label?.hasPrefix("Link refused: ") == true)
    }

    @Test func aLinkWhileLoggedOutIsNotAFailure() throws {
        let host = AppFlowFileHost(statePath: TemporaryStateFolder().nextStatePath())
        _ = try host.launch(clearState: true)
        try host.openLink("example://home")
    }

    @Test func theAppsHostAuditsTheScreenItIsShown() throws {
        let host = AppFlowFileHost(statePath: TemporaryStateFolder().nextStatePath())
        let controller = ViewController()
        controller.view = ViewNode(role: .button, identifier: "icon.only", onTap: {})
        let window = Window()
        try window.setRootViewController(controller)
        window.makeKeyAndVisible()
        let issues = host.accessibilityIssues(of: window.screen)
        #expect(issues.contains { $0.hasPrefix("missingLabel: button #icon.only") })
        #expect(host.accessibilityIssues(of: try host.launch(clearState: true).screen) == [])
    }

    @Test func everyBundledFlowNamesThisApp() throws {
        for file in try FlowFileDiscovery.files(in: [flowsFolder]) {
            let appId = try #require(try FlowFileLoader().load(file).config.appId, "\(file)")
            #expect(throws: Never.self, "\(file)") { try AppConfigurations.identified(by: appId) }
        }
    }

    @Test func theTourAndTheCatalogueShipInsideTheApp() throws {
        #expect(FileManager.default.fileExists(atPath: try BundledFlowFiles.path(of: BundledFlowFiles.tour)))
        #expect(FileManager.default.fileExists(atPath: try BundledFlowFiles.path(of: BundledFlowFiles.catalogue)))
    }
}
