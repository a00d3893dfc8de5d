import FlowFileHost
import FlowRunner
import Foundation
import Testing

@testable import Studio

/// A recording replays in the language it was recorded in: a `launchApp` runs in the language
/// its `language` argument names, and in English without one, on the studio's app as under
/// `App test`, whatever language the page shows when it runs.
@Suite struct StudioRecordedLanguageTests {
    private static let settingsJSON =
        "{\"configuration\": \"production\", \"appearance\": \"light\", \"textSize\": \"large\""

    @Test func aRecordedLanguageArgumentRunsFromTheTopInThatLanguage() throws {
        let harness = try StudioHarness()
        let flow =
            "appId: com.example.headless\n---\n- launchApp:\n    clearState: true\n"
            + "    arguments: {language: de}\n- assertVisible: \"Willkommen\"\n"
        _ = try harness.post("/api/flow", try Self.json(["text": flow]))
        let answer = try harness.post("/api/flow/run")
        #expect(StudioHarness.passed(answer), "\(answer["result"] ?? "")")
        #expect(harness.studio.screen().svg.contains("Willkommen"))
        #expect(harness.studio.settings.language == "de")
    }

    @Test func aStudioStartedInGermanRecordsItsLanguageAndRunsFromTheTopInItAfterASwitchToEnglish() throws {
        let harness = try StudioHarness(language: .german)
        #expect(
            harness.studio.recording.text.contains(
                "- launchApp:\n    clearState: true\n    arguments: {language: de}\n"))
        #expect(
            StudioHarness.passed(
                try harness.post("/api/command", try Self.json(["source": "- assertVisible: \"Willkommen\""]))))
        _ = try harness.post("/api/settings", Self.settingsJSON + ", \"language\": \"en\"}")
        #expect(harness.studio.screen().svg.contains("Welcome"))
        #expect(
            StudioHarness.passed(
                try harness.post("/api/command", try Self.json(["source": "- assertVisible: \"Welcome\""]))))
        let answer = try harness.post("/api/flow/run")
        #expect(StudioHarness.passed(answer), "\(answer["result"] ?? "")")
        // The downloaded recording passes under `App test`, which launches in English unless told.
        let download = String(decoding: harness.send("GET", "/api/flow.yaml").body, as: UTF8.self)
        let result = FlowFileRunner(host: AppFlowFileHost.suite()()).run(
            try FlowFileParser.parse(download, file: "studio-flow.yaml"))
        #expect(result.passed, "\(result.failure?.report ?? "")")
    }

    @Test func aNewRecordingStartsInTheLanguageTheAppSpeaks() throws {
        let harness = try StudioHarness()
        _ = try harness.post("/api/settings", Self.settingsJSON + ", \"language\": \"de\"}")
        let answer = try harness.post("/api/flow/new")
        #expect(StudioHarness.passed(answer))
        #expect(harness.studio.recording.text.hasSuffix("clearState: true\n    arguments: {language: de}\n"))
        #expect(harness.studio.screen().svg.contains("Willkommen"))
    }

    @Test func aLaunchWithoutALanguageArgumentIsInEnglishAsUnderAppTest() throws {
        let harness = try StudioHarness(language: .german)
        let answer = try harness.post("/api/command", try Self.json(["source": "- launchApp"]))
        #expect(StudioHarness.passed(answer))
        #expect(harness.studio.screen().svg.contains("Welcome"))
        #expect(harness.studio.settings.language == "en")
    }

    @Test func aLanguageArgumentTheAppDoesNotHaveFailsTheLaunch() throws {
        let harness = try StudioHarness()
        let source = "- launchApp:\n    arguments: {language: xx}\n"
        let answer = try harness.post("/api/command", try Self.json(["source": source]))
        #expect(!StudioHarness.passed(answer))
        #expect(((answer["result"] as? [String: Any])?["error"] as? String)?.contains("not 'xx'") == true)
    }

    private static func json(_ object: [String: String]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }
}
