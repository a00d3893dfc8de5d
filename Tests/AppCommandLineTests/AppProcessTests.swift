import AppTestSupport
import Foundation
import Testing

/// The built executable, driven through pipes exactly as `printf ... | App` would.
struct AppProcessTests {
    @Test func pipedCommandsDriveARealSession() throws {
        let state = TestApp.freshStatePath()
        let result = try AppProcess.run(["--state", state], input: "tap Log in\nscreen\nquit\n")
        #expect(result.exitCode == 0)
        #expect(result.output.contains("Log in"))
        #expect(result.output.contains("login.email") || result.output.contains("Email"))
    }

    @Test func anUnknownInteractiveCommandKeepsTheSessionRunning() throws {
        let result = try AppProcess.run(["--state", TestApp.freshStatePath()], input: "dance\nscreen\n")
        #expect(result.exitCode == 0)
        #expect(result.output.contains("error: unknown command 'dance'"))
        #expect(result.output.components(separatedBy: "Welcome").count >= 4)
    }

    @Test func theSessionPersistsAcrossLaunches() throws {
        let state = TestApp.freshStatePath()
        let login = """
            tap #welcome.login
            tap #login.email
            input ada@example.com
            tap #login.password
            input analytical
            tap #login.submit
            """
        let first = try AppProcess.run(["--state", state], input: login)
        #expect(first.output.contains("[Home]"))
        let second = try AppProcess.run(["--state", state], input: "")
        #expect(second.output.contains("[Home]"))
    }

    @Test func aCorruptStateFileStartsAtWelcomeWithOneNotice() throws {
        let state = TestApp.freshStatePath()
        let url = URL(fileURLWithPath: state)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a plist at all".utf8).write(to: url)
        let result = try AppProcess.run(["--state", state], input: "")
        #expect(result.exitCode == 0)
        #expect(result.output.contains("Welcome"))
        #expect(result.errors.split(separator: "\n").filter { $0.hasPrefix("notice:") }.count == 1)
    }

    @Test func badUsageExitsWithTwoAndTheUsage() throws {
        let result = try AppProcess.run(["--frobnicate"])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("error: unknown option '--frobnicate'"))
        #expect(result.errors.contains("usage: App"))
    }

    @Test func openingARefusedLinkExitsWithOne() throws {
        let result = try AppProcess.run(["--state", TestApp.freshStatePath(), "open", "example://nowhere"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("Link refused: unknown destination 'nowhere'"))
    }
}
