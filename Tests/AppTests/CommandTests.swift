import Foundation
import Testing

@testable import App

@MainActor
struct CommandTests {
    private func run(_ arguments: [String], input: [String] = []) -> (code: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        var remaining = input[...]
        let commandLine = AppCommandLine(
            write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { remaining.popFirst() })
        let code = commandLine.run(arguments)
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    @Test func theDemoTourRunsToTheEnd() {
        let result = run(["demo"])
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.contains("Tour complete"))
        #expect(result.output.contains("Remove bookmark"))
        #expect(result.output.contains("No results"))
    }

    @Test func snapshotWritesEveryScreenInBothAppearances() throws {
        let folder = TemporaryStateFolder()
        let result = run(["snapshot", "--out", folder.url.path])
        #expect(result.code == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        for screen in [
            "welcome", "login.error", "register.error", "home.detail", "explore.no-results",
            "bookmarks.empty", "profile.logout-sheet",
        ] {
            for appearance in ["light", "dark"] {
                #expect(files.contains("\(screen).\(appearance).txt"))
                #expect(files.contains("\(screen).\(appearance).svg"))
            }
        }
        let components = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("components").path)
        #expect(components.contains { $0.hasSuffix(".dark.svg") })
    }

    @Test func snapshotRefusesAnUnknownFormat() {
        let result = run(["snapshot", "--out", "/tmp/x", "--format", "png"])
        #expect(result.code == 2)
        #expect(result.errors.contains("--format takes text, svg or all, not 'png'"))
    }

    @Test func snapshotNeedsAnOutputFolder() {
        #expect(run(["snapshot"]).code == 2)
    }

    @Test func tokensCheckPassesOnTheBundledTokens() {
        let result = run(["tokens", "--check"])
        #expect(result.code == 0, "\(result.errors)")
    }

    @Test func testWithoutFlowsIsAUsageError() {
        #expect(run(["test"]).code == 2)
    }

    @Test func theInteractiveSessionPrintsTheScreenAfterEachCommand() {
        let result = run(["--state", TestApp.freshStatePath()], input: ["tap #welcome.login", "back", "quit", "tree"])
        #expect(result.code == 0)
        #expect(result.output.contains("Sign in"))
        // Three screens: at launch, after the tap, after going back; nothing after quit.
        #expect(result.output.components(separatedBy: "┌").count - 1 == 3)
    }

    @Test func anInteractiveErrorPrintsTheUnchangedScreen() {
        let result = run(["--state", TestApp.freshStatePath()], input: ["tap #nothing.here"])
        #expect(result.output.contains("error: Element not found: Id: nothing.here"))
        #expect(result.output.components(separatedBy: "┌").count - 1 == 2)
    }

    @Test func openPrintsTheOutcomeAndTheScreen() {
        let result = run(["--state", TestApp.freshStatePath(), "open", "example://home"])
        #expect(result.code == 0)
        #expect(result.output.contains("Log in first"))
        #expect(result.output.contains("welcome") || result.output.contains("Log in"))
    }
}
