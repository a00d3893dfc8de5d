import HeadlessUI
import Testing

@testable import FlowRunner

/// `setDarkMode`, `toggleDarkMode`, `assertDarkMode` and `assertLightMode` switch and check the
/// host app's appearance; a host with one appearance reports them not applicable.
@MainActor @Suite struct FlowDarkModeTests {
    /// The fake app with a light and a dark appearance.
    @MainActor final class ThemedHost: FlowFileHosting {
        let app = FakeFlowHost()
        private(set) var dark = false

        func launch(clearState: Bool) throws -> Window { try app.launch(clearState: clearState) }
        func clearState() throws { try app.clearState() }
        func openLink(_ url: String) throws { try app.openLink(url) }
        func svg(of screen: Screen) -> String? { nil }
        var isDarkMode: Bool? { dark }
        func setDarkMode(_ isDark: Bool) throws { dark = isDark }
    }

    private func run(_ source: String, host: any FlowFileHosting) throws -> FlowFileResult {
        FlowFileRunner(host: host).run(try FlowFileParser.parse(source, file: "dark.yaml"))
    }

    @Test func setDarkModeSwitchesTheAppearanceAndTheAssertionsCheckIt() throws {
        let host = ThemedHost()
        let result = try run(
            """
            - setDarkMode: enabled
            - assertDarkMode
            - setDarkMode: disabled
            - assertLightMode
            - toggleDarkMode
            - assertDarkMode
            """, host: host)
        #expect(result.passed, "\(result.log)")
        #expect(host.dark)
    }

    @Test func assertDarkModeFailsInLightModeWithMaestrosMessage() throws {
        let result = try run("- assertDarkMode\n", host: ThemedHost())
        #expect(result.failure?.message == "Assertion failed: expected dark mode to be enabled, but it was disabled")
    }

    @Test func aHostWithOneAppearanceReportsTheCommandsNotApplicable() throws {
        let result = try run("- setDarkMode: enabled\n- assertDarkMode\n- launchApp\n", host: FakeFlowHost())
        #expect(result.passed)
        #expect(result.notApplicableSteps.count == 2)
    }
}
