import Testing

@testable import FlowRunner

/// Where Maestro 1.39 (`shared/corpus/maestro`) and the newest Maestro (487407f6e,
/// `shared/corpus/maestro-latest`) read a flow differently, the newest wins: one test per case.
@Suite struct MaestroVersionDifferenceTests {
    private func parse(_ commands: String) throws(FlowFileSyntaxError) -> FlowFile {
        try FlowFileParser.parse("appId: com.example\n---\n" + commands, file: "Flow.yaml", requiringConfig: true)
    }

    private func title(_ commands: String) -> String? {
        do {
            _ = try parse(commands)
            return nil
        } catch {
            return error.title
        }
    }

    /// 1.39 read a list item's keys as fields of one command and ran the first it knew;
    /// the newest refuses the second key as a missing indent or dash.
    @Test func twoCommandsInOneListItemAreRefused() {
        #expect(title("- tapOn: foo\n  inputText: bar\n") == "Invalid Command Format: tapOn")
    }

    /// 1.39 took a whole number of milliseconds; the newest takes text, so `${...}` works.
    @Test func waitForAnimationToEndTakesATimeoutExpression() throws {
        #expect(try parse("- waitForAnimationToEnd: {timeout: \"${TIMEOUT}\"}\n").steps.count == 1)
    }

    /// Unknown commands in 1.39; the newest's own.
    @Test func theNewestCommandsAreRead() throws {
        let commands = [
            "setPermissions: {permissions: {all: deny}}", "setOrientation: PORTRAIT", "setClipboard: x",
            "assertScreenshot: ./a.png", "setDarkMode: enabled", "toggleDarkMode", "assertDarkMode",
            "assertLightMode", "inputRandomCityName", "inputRandomCountryName", "inputRandomColorName",
        ]
        for command in commands {
            #expect(throws: Never.self, "\(command)") { try parse("- \(command)\n") }
        }
    }

    /// Unknown properties in 1.39: `css` on any selector, `cropOn` on `takeScreenshot`,
    /// `url` on `launchApp`.
    @Test func theNewestKeysAreRead() throws {
        let flow = try parse(
            "- tapOn: {css: .submit}\n- takeScreenshot: {path: shot, cropOn: {id: home}}\n"
                + "- launchApp: {url: \"https://example.com\"}\n")
        #expect(flow.steps.count == 3)
    }

    /// 1.39 printed "Failed to parse file: path:line" and Jackson's message; the newest names
    /// the problem with a title and shows the lines around it.
    @Test func refusalsCarryTheNewestTitles() {
        #expect(title("- invalidCommand\n") == "Invalid Command: invalidCommand")
        #expect(title("- launchApp: {invalidOption: true}\n") == "Unknown Property: invalidOption")
    }
}
