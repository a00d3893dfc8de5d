import HeadlessUI
import Testing

@testable import FlowRunner

/// The commands and keys the newest Maestro's reader added after 1.39, read and run.
@MainActor @Suite struct FlowNewestCommandTests {
    @Test func everyCommandTheNewestMaestroAddedIsRead() throws {
        let flow = try FlowFileParser.parse(
            """
            appId: com.example
            ---
            - setPermissions:
                permissions: {all: deny, notifications: unset}
            - setOrientation: LANDSCAPE_LEFT
            - setOrientation: {orientation: "${ORIENTATION}", label: Turn}
            - setClipboard: Hello
            - setClipboard: {text: Hi, label: Copy}
            - assertScreenshot: ./home.png
            - assertScreenshot: {path: ./home.png, thresholdPercentage: "${T}", cropOn: {id: home}}
            - takeScreenshot: {path: shot, cropOn: Log in}
            - setDarkMode: enabled
            - setDarkMode: {value: disabled, label: Light}
            - toggleDarkMode
            - assertDarkMode
            - assertLightMode: {label: Light again}
            - inputRandomCityName
            - inputRandomCountryName: {label: Country}
            - inputRandomColorName
            - tapOn: {css: .submit-button}
            """, file: "newest.yaml", requiringConfig: true)
        #expect(flow.steps.count == 17)
        #expect(flow.steps[7].label == nil)
        #expect(flow.steps[9].label == "Light")
        guard case .setClipboard("Hi") = flow.steps[4].command else {
            Issue.record("setClipboard: \(flow.steps[4].command)")
            return
        }
    }

    @Test func anUnknownOrientationIsRefusedWhenTheFileIsRead() {
        #expect(throws: FlowFileSyntaxError.self) {
            try FlowFileParser.parse("- setOrientation: sideways\n", file: "f.yaml")
        }
        #expect(throws: Never.self) { try FlowFileParser.parse("- setOrientation: landscapeLeft\n", file: "f.yaml") }
    }

    @Test func deviceSettingsAndScreenshotComparisonAreNotApplicable() throws {
        let result = try runFlow(
            """
            - launchApp
            - setPermissions: {permissions: {camera: allow}}
            - setOrientation: PORTRAIT
            - assertScreenshot: ./home.png
            - assertVisible: Welcome
            """)
        #expect(result.passed)
        #expect(result.notApplicableSteps.count == 3)
    }

    @Test func setClipboardPutsTextWherePasteTextFindsIt() throws {
        let result = try runFlow(
            """
            - launchApp
            - tapOn: Log in
            - tapOn: {id: login.email}
            - setClipboard: ada@example.com
            - pasteText
            - tapOn: Sign in
            - assertVisible: Home
            """)
        #expect(result.passed, "\(result.log)")
    }

    @Test func aCroppedScreenshotNeedsItsElementOnScreen() throws {
        let passed = try runFlow("- launchApp\n- takeScreenshot: {path: shot, cropOn: Log in}\n")
        #expect(passed.passed)
        let failed = try runFlow("- launchApp\n- takeScreenshot: {path: shot, cropOn: Nowhere}\n")
        #expect(!failed.passed)
    }

    @Test func randomCityCountryAndColourNamesAreTyped() throws {
        let result = try runFlow(
            """
            - launchApp
            - tapOn: Log in
            - tapOn: {id: login.email}
            - inputRandomCityName
            - inputRandomCountryName
            - inputRandomColorName
            """)
        #expect(result.passed, "\(result.log)")
    }

    @Test func aCSSSelectorIsNotApplicableHeadlessly() throws {
        let result = try runFlow("- launchApp\n- tapOn: {css: .submit-button}\n")
        #expect(result.passed)
        #expect(result.notApplicableSteps.count == 1)
    }
}
