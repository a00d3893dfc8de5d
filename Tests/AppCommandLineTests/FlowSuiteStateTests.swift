import FlowFileHost
import Foundation
import Testing

@testable import App
@testable import AppCommandLine

/// `App test` runs a suite's flows one after another on one state file: each flow still
/// starts from an empty session, as if its file were new.
@MainActor
struct FlowSuiteStateTests {
    private let logIn = """
        appId: com.example.headless
        ---
        - launchApp
        - tapOn: {id: welcome.login}
        - tapOn: {id: login.email}
        - inputText: ada@example.com
        - tapOn: {id: login.password}
        - inputText: analytical
        - tapOn: {id: login.submit}
        - assertVisible: {id: tab.home}
        """

    private let startsLoggedOut = """
        appId: com.example.headless
        ---
        - launchApp
        - assertVisible: {id: welcome.login}
        """

    @Test func eachFlowStartsFromAnEmptySessionThoughTheyShareAStateFile() throws {
        let folder = TemporaryStateFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(logIn.utf8).write(to: folder.url.appendingPathComponent("1-log-in.yaml"))
        try Data(startsLoggedOut.utf8).write(to: folder.url.appendingPathComponent("2-starts-logged-out.yaml"))
        var lines: [String] = []
        let code = AppCommandLine(write: { lines.append($0) }, writeError: { lines.append($0) }, readLine: { nil })
            .run(["test", folder.url.path])
        #expect(code == 0, "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "2 passed, 0 failed")
    }
}
