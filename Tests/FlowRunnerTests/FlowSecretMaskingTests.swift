import Foundation
import Testing

@testable import FlowRunner

/// Text typed into a secure field is masked in every report of a run, as the screen masks it:
/// the console log, the JUnit XML and the artifacts of a failed flow.
@MainActor @Suite struct FlowSecretMaskingTests {
    private let secret = "hunter2-secret"

    private func runFailingLogin(then rest: String = "") throws -> (lines: [String], reports: [String]) {
        let folder = try makeTemporaryFolder()
        let flow = """
            appId: test.app
            env:
              PASSWORD: \(secret)
            ---
            - launchApp
            - tapOn: Log in
            - tapOn: {id: login.email}
            - inputText: ada@example.com
            - tapOn: {id: login.password}
            - inputText: ${PASSWORD}
            - assertVisible: Nothing like this
            \(rest)
            """
        try write(["login.yaml": flow], into: folder)
        var lines: [String] = []
        let status = FlowFileTestArguments.run(
            [
                folder + "/login.yaml", "--junit", folder + "/junit.xml", "--artifacts", folder + "/artifacts",
            ],
            host: { FakeFlowHost() },
            output: { lines.append($0) }
        )
        #expect(status == 1)
        let manager = FileManager.default
        var reports = [try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)]
        let artifacts = folder + "/artifacts"
        for file in manager.subpaths(atPath: artifacts) ?? [] {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: artifacts + "/" + file, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            reports.append(try String(contentsOfFile: artifacts + "/" + file, encoding: .utf8))
        }
        return (lines, reports)
    }

    @Test func theConsoleShowsTheSecureInputMasked() throws {
        let (lines, _) = try runFailingLogin()
        #expect(lines.contains("  COMPLETED Input text ••••••••••••••"))
        #expect(lines.contains("  COMPLETED Input text ada@example.com"))
        #expect(!lines.contains { $0.contains(secret) })
    }

    @Test func noReportOrArtifactHoldsTheSecret() throws {
        let (_, reports) = try runFailingLogin()
        #expect(reports.count >= 5)
        for report in reports {
            #expect(!report.contains(secret))
        }
        #expect(reports.contains { $0.contains("Input text ••••••••••••••") })
    }

    @Test func aSkippedInputShowsItsTextAsWrittenNeverAVariablesValue() throws {
        let (lines, reports) = try runFailingLogin(then: "- inputText: ${PASSWORD}")
        #expect(lines.contains("  SKIPPED   Input text ${PASSWORD}"))
        #expect(!(lines + reports).contains { $0.contains(secret) })
    }
}
