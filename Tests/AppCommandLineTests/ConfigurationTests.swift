import AppTestSupport
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import AppCommandLine

@MainActor
struct ConfigurationTests {
    private func run(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        let commandLine = AppCommandLine(
            write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil })
        let code = commandLine.run(arguments)
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    @Test(arguments: [
        ("production", "Example", "com.example.headless", "example"),
        ("staging", "Example Staging", "com.example.headless.staging", "example-staging"),
        ("dev", "Example Dev", "com.example.headless.dev", "example-dev"),
    ])
    func eachConfigurationFileHoldsItsIdentity(name: String, displayName: String, bundle: String, scheme: String)
        throws
    {
        let configuration = try AppConfigurations.named(name)
        #expect(configuration.displayName == displayName)
        #expect(configuration.bundleIdentifier == bundle)
        #expect(configuration.urlScheme == scheme)
        #expect(try AppConfigurations.identified(by: bundle) == configuration)
    }

    @Test func everyConfigurationKeepsItsSessionInAFolderOfItsOwn() throws {
        let folders = try AppConfigurations.names.map {
            try #require(
                StateFile.defaultLocation(for: AppConfigurations.named($0), environment: ["HOME": "/home/ada"])
            )
            .fileURL.deletingLastPathComponent().path
        }
        #expect(Set(folders).count == folders.count)
    }

    @Test func welcomeShowsTheConfigurationsDisplayName() throws {
        var options = LaunchOptions(statePath: TestApp.freshStatePath())
        options.configurationName = "dev"
        let app = try AppLauncher.launch(options)
        #expect(try app.driver.element(.identifier("welcome.appName")).label == "Example Dev")
    }

    @Test func devOpensItsOwnLinksAndRefusesProductionOnes() throws {
        var options = LaunchOptions(statePath: TestApp.freshStatePath())
        options.configurationName = "dev"
        let app = try AppLauncher.launch(options)
        try app.logInThroughFlowDelegate()
        let refused = app.coordinator.handle("example://home/item/h1")
        #expect(refused == .rejected(.wrongScheme(found: "example", expected: "example-dev")))
        #expect(!app.shows(.identifier("detail.bookmark")))
        #expect(app.coordinator.handle("example-dev://home/item/h1") == .opened(.homeItem(id: "h1")))
        #expect(app.shows(.identifier("detail.bookmark")))
    }

    @Test func productionRefusesDevLinks() throws {
        let app = try TestApp.launch(loggedIn: true)
        #expect(
            app.coordinator.handle("example-dev://home")
                == .rejected(.wrongScheme(found: "example-dev", expected: "example")))
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
