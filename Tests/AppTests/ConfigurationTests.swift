import AppTestSupport
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// Each configuration's identity, session folder, name on Welcome and link scheme.
@MainActor
struct ConfigurationTests {
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
                StateFile.defaultLocation(
                    bundleIdentifier: AppConfigurations.named($0).bundleIdentifier, environment: ["HOME": "/home/ada"])
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
        let app = try AppLauncher.launch(options, services: FixtureContent.services)
        try app.logInThroughFlowDelegate()
        let refused = app.coordinator.handle("example://home/item/h1")
        #expect(refused == .rejected(.wrongScheme(found: "example", expected: "example-dev")))
        #expect(!app.shows(.identifier("detail.bookmark")))
        #expect(app.coordinator.handle("example-dev://home/item/h1") == .opened(.homeItem(id: "h1")))
        app.settle()
        #expect(app.shows(.identifier("detail.bookmark")))
    }

    @Test func productionRefusesDevLinks() throws {
        let app = try TestApp.launch(loggedIn: true)
        #expect(
            app.coordinator.handle("example-dev://home")
                == .rejected(.wrongScheme(found: "example-dev", expected: "example")))
    }
}
