import FlowRunner
import Foundation
import HTTPServerKit
import HeadlessUI
import Testing

@testable import App
@testable import FlowFileHost
@testable import Studio

@Suite struct StudioAPITests {
    @Test(arguments: [
        "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/studio.css/../../../etc/passwd", "/..%2fPackage.swift",
        "/Package.swift", "/App/Sources/main.swift", "//etc/passwd", "/api/../Package.swift",
    ])
    func noPathReachesAFileOutsideTheAssetTable(_ target: String) throws {
        let harness = try StudioHarness()
        let response = harness.send("GET", target)
        #expect(response.status == .notFound)
        #expect(!String(decoding: response.body, as: UTF8.self).contains("root:"))
    }

    @Test func thePageAndItsAssetsAreServedWithAPolicyThatAllowsOnlyTheirOwnScripts() throws {
        let harness = try StudioHarness()
        for path in ["/", "/studio.css", "/studio.js"] {
            let response = harness.send("GET", path)
            #expect(response.status == .ok)
            #expect(response.header("content-security-policy")?.contains("script-src 'self'") == true)
            #expect(response.header("x-frame-options") == "DENY")
        }
    }

    @Test(arguments: [
        ("/", "text/html; charset=utf-8"), ("/studio.css", "text/css; charset=utf-8"),
        ("/studio.js", "text/javascript; charset=utf-8"),
    ])
    func eachAssetIsServedAsItsOwnTypeWhichTheBrowserMayNotSniff(_ path: String, _ type: String) throws {
        // With nosniff, a browser runs a script only when it is served as JavaScript.
        let response = try StudioHarness().send("GET", path)
        #expect(response.header("content-type") == type)
        #expect(response.header("x-content-type-options") == "nosniff")
    }

    @Test func aKnownPathWithTheWrongMethodIsAnswered405WithTheAllowedOne() throws {
        let harness = try StudioHarness()
        let response = harness.send("GET", "/api/tap")
        #expect(response.status == .methodNotAllowed)
        #expect(response.header("allow") == "POST")
        #expect(harness.send("POST", "/studio.js").status == .methodNotAllowed)
    }

    @Test func aBodyThatIsNotTheExpectedJSONIsAnswered400() throws {
        let harness = try StudioHarness()
        #expect(harness.send("POST", "/api/tap", json: "{").status == .badRequest)
        #expect(harness.send("POST", "/api/tab", json: "{\"tab\": \"settings\"}").status == .badRequest)
    }

    @Test func theStateHasTheScreenAsSVGAndItsTreeWithFramesAndAttributes() throws {
        let harness = try StudioHarness()
        let state = try StudioHarness.object(harness.send("GET", "/api/state"))
        let screen = try #require(state["screen"] as? [String: Any])
        #expect(
            (screen["svg"] as? String)?.hasPrefix("<?xml") == true
                || (screen["svg"] as? String)?.contains("<svg") == true)
        let login = try #require(harness.studio.screen().tree.flatMap { find("welcome.login", in: $0) })
        #expect(login.role == "button")
        #expect(login.text == "Log in")
        #expect(login.enabled)
        let frame = try #require(login.frame)
        #expect(frame.width > 0 && frame.height > 0)
        #expect(frame.x >= 0 && frame.x + frame.width <= SVGRenderer.phoneWidth)
    }

    @Test func clickingAnElementTapsItAndRecordsTheTapByItsIdentifier() throws {
        let harness = try StudioHarness()
        let answer = try harness.tap("welcome.login")
        #expect(StudioHarness.passed(answer))
        #expect(harness.path(of: "login.email") != nil)
        #expect(harness.studio.recording.text.hasSuffix("- tapOn:\n    id: \"welcome.login\"\n"))
    }

    @Test func typingGoesToTheFieldTheLastClickFocused() throws {
        let harness = try StudioHarness()
        try harness.tap("welcome.login")
        try harness.tap("login.email")
        let answer = try harness.post("/api/input", "{\"text\": \"ada@example.com\"}")
        #expect(StudioHarness.passed(answer))
        let email = try #require(harness.studio.screen().tree.flatMap { find("login.email", in: $0) })
        #expect(email.value == "ada@example.com")
        #expect(email.focused)
    }

    @Test func aStaleElementPathIsAnswered409() throws {
        let harness = try StudioHarness()
        let response = harness.send("POST", "/api/tap", json: "{\"path\": \"9.9.9.9\"}")
        #expect(response.status.code == 409)
    }

    @Test func theCommandBoxRunsAnyFlowCommandAndShowsItsError() throws {
        let harness = try StudioHarness()
        let passed = try harness.post("/api/command", "{\"source\": \"assertVisible: \\\"Welcome\\\"\"}")
        #expect(StudioHarness.passed(passed))
        let failed = try harness.post("/api/command", "{\"source\": \"- tapOn:\\n    id: nowhere\"}")
        #expect(!StudioHarness.passed(failed))
        #expect(((failed["result"] as? [String: Any])?["error"] as? String)?.contains("nowhere") == true)
        let unreadable = harness.send("POST", "/api/command", json: "{\"source\": \"- tapon: x\"}")
        #expect(unreadable.status == .badRequest)
    }

    @Test func inspectingAnElementOffersItsCommandsWithTheIdentifierFirst() throws {
        let harness = try StudioHarness()
        let path = try #require(harness.path(of: "welcome.login"))
        let suggestions = try harness.studio.inspect(path: path)
        #expect(suggestions.first == StudioSuggestion(selector: "id", command: "- tapOn:\n    id: \"welcome.login\"\n"))
        #expect(suggestions.contains { $0.selector == "text" && $0.command.contains("text: \"Log in\"") })
        #expect(suggestions.contains { $0.command.hasPrefix("- assertVisible:") })
    }

    @Test func switchingToDarkLaunchesAgainInDarkAndRecordsTheLaunch() throws {
        let harness = try StudioHarness()
        let light = harness.studio.screen().svg
        let state = try harness.post(
            "/api/settings", "{\"configuration\": \"production\", \"appearance\": \"dark\", \"textSize\": \"large\"}")
        #expect((state["settings"] as? [String: Any])?["appearance"] as? String == "dark")
        #expect(harness.studio.screen().svg != light)
        #expect(harness.studio.recording.text.hasSuffix("- launchApp:\n    clearState: false\n"))
    }

    @Test func switchingToGermanSpeaksGermanAndRecordsTheLanguageAsALaunchArgument() throws {
        let harness = try StudioHarness()
        let state = try harness.post(
            "/api/settings",
            "{\"configuration\": \"production\", \"appearance\": \"light\", \"textSize\": \"large\", \"language\": \"de\"}"
        )
        #expect((state["settings"] as? [String: Any])?["language"] as? String == "de")
        #expect(harness.studio.screen().svg.contains("Anmelden"))
        #expect(
            harness.studio.recording.text.hasSuffix(
                "- launchApp:\n    clearState: false\n    arguments: {language: de}\n"))
        let flow = try FlowFileParser.parse(harness.studio.recording.text, file: "studio.yaml")
        guard case let .launchApp(clearState: false, arguments) = try #require(flow.steps.last).command else {
            Issue.record("the recording does not end with the relaunch")
            return
        }
        #expect(arguments == ["language": "de"])
    }

    @Test func aLanguageTheAppDoesNotHaveIsABadRequest() throws {
        let harness = try StudioHarness()
        let response = harness.send(
            "POST", "/api/settings",
            json:
                "{\"configuration\": \"production\", \"appearance\": \"light\", \"textSize\": \"large\", \"language\": \"xx\"}"
        )
        #expect(response.status == .badRequest)
    }

    @Test func aRecordedSessionDownloadsAsAFlowThatAppTestRunsAndPasses() throws {
        let harness = try StudioHarness()
        try harness.tap("welcome.login")
        try harness.tap("login.email")
        #expect(StudioHarness.passed(try harness.post("/api/input", "{\"text\": \"ada@example.com\"}")))
        try harness.tap("login.password")
        #expect(StudioHarness.passed(try harness.post("/api/input", "{\"text\": \"correct horse\"}")))
        #expect(StudioHarness.passed(try harness.tap("login.submit")))
        #expect(StudioHarness.passed(try harness.tap("home.item.h1")))
        _ = try harness.post(
            "/api/settings", "{\"configuration\": \"production\", \"appearance\": \"dark\", \"textSize\": \"large\"}")
        let download = harness.send("GET", "/api/flow.yaml")
        #expect(download.header("content-disposition")?.contains("attachment") == true)
        let flow = try FlowFileParser.parse(String(decoding: download.body, as: UTF8.self), file: "studio-flow.yaml")
        let result = FlowFileRunner(host: AppFlowFileHost.suite()()).run(flow)
        #expect(result.passed, "\(result.failure?.report ?? "")")
        #expect(result.executedSteps >= 8)
    }

    @Test func runningTheRecordingFromTheTopReplaysItOnTheStudiosApp() throws {
        let harness = try StudioHarness()
        try harness.tap("welcome.login")
        let answer = try harness.post("/api/flow/run")
        #expect(StudioHarness.passed(answer))
        #expect(harness.path(of: "login.email") != nil)
    }

    @Test func anEditedRecordingIsKeptAndAnOversizedOneRefused() throws {
        let harness = try StudioHarness()
        _ = try harness.post("/api/flow", "{\"text\": \"appId: com.example.headless\\n---\\n- back\\n\"}")
        #expect(harness.studio.recording.text == "appId: com.example.headless\n---\n- back\n")
        let huge = String(repeating: "x", count: StudioRecording.maximumLength + 1)
        #expect(harness.send("POST", "/api/flow", json: "{\"text\": \"\(huge)\"}").status == .badRequest)
    }

    private func find(_ identifier: String, in element: StudioElement) -> StudioElement? {
        if element.id == identifier { return element }
        return element.children.lazy.compactMap { find(identifier, in: $0) }.first
    }
}
