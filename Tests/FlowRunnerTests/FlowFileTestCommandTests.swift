import Foundation
import HeadlessUI
import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowFileTestCommandTests {
    private final class Output {
        var lines: [String] = []
    }

    private let passing =
        "appId: com.example\nname: log in\n---\n- launchApp\n- tapOn: Log in\n- assertVisible: Sign in\n"
    private let failing = "appId: com.example\n---\n- launchApp\n- tapOn: {id: login.email}\n- inputText: ada\n"

    private func run(_ arguments: [String]) -> (status: Int32, lines: [String]) {
        let output = Output()
        let status = FlowFileTestArguments.run(
            arguments,
            host: { FakeFlowHost() },
            output: { output.lines.append($0) }
        )
        return (status, output.lines)
    }

    @Test func allFlowsPassingExitsZeroWithTheSummaryLast() throws {
        let folder = try makeTemporaryFolder()
        try write(["login.yaml": passing], into: folder)
        let (status, lines) = run([folder])
        #expect(status == 0)
        #expect(lines.last == "1 passed, 0 failed")
        #expect(lines.contains("  COMPLETED Tap on \"Log in\""))
    }

    @Test func theConsoleReportShowsControlCharactersInsteadOfSendingThem() throws {
        let folder = try makeTemporaryFolder()
        // The selector is a regular expression, so its bracket is escaped: the file loads and the
        // step runs (an invalid pattern would be refused when the file is read).
        let hostile =
            "appId: a\nname: \"clear\\u001B[2J\\u000Dscreen\"\n---\n- launchApp\n- tapOn: \"\\u001B\\\\[31mRED\"\n"
        try write(["hostile.yaml": hostile], into: folder)
        let (status, lines) = run([folder])
        #expect(status == 1)
        #expect(lines.contains("Flow clear\\u{1B}[2J\\rscreen (\(folder)/hostile.yaml)"))
        #expect(lines.contains("  FAILED    Tap on \"\\u{1B}\\[31mRED\""))
        let printed = lines.joined(separator: "\n")
        #expect(!printed.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control })
    }

    @Test func aFailingFlowPrintsTheFailureAndExitsOne() throws {
        let folder = try makeTemporaryFolder()
        try write(["a-login.yaml": passing, "b-broken.yaml": failing], into: folder)
        let (status, lines) = run([folder])
        #expect(status == 1)
        #expect(lines.last == "1 passed, 1 failed")
        #expect(lines.contains("  FAILED    Tap on id: login.email"))
        #expect(lines.contains("  SKIPPED   Input text ada"))
        #expect(lines.contains("Element not found: Id matching regex: login.email"))
        #expect(lines.contains("Screen:"))
        #expect(lines.contains("Tree:"))
        #expect(lines.contains("FAILED b-broken"))
    }

    @Test func aSyntaxErrorExitsTwoNamingFileLineAndColumnAndRunsNothing() throws {
        let folder = try makeTemporaryFolder()
        try write(
            ["good.yaml": passing, "bad.yaml": "appId: com.example\n---\n- launchApp\n- tapon: Log in\n"], into: folder)
        let (status, lines) = run([folder])
        #expect(status == 2)
        #expect(lines.first?.hasPrefix("error: Invalid Command: tapon at \(folder)/bad.yaml:4:3\n") == true)
        #expect(lines.first?.contains("  >    4 | - tapon: Log in\n             ^\n") == true)
        #expect(lines.first?.hasSuffix("\n  unknown command 'tapon' (did you mean 'tapOn'?)") == true)
        #expect(!lines.contains { $0.hasPrefix("Flow ") })
    }

    @Test(arguments: [
        ([], "error: expected at least one FLOW|DIR, found none"),
        (
            ["flows", "--shard-index", "3", "--shard-total", "2"],
            "error: --shard-index: expected a share from 1 to 2 (--shard-total), found '3'"
        ),
        (["flows", "--junit"], "error: --junit: expected PATH after it, found none"),
        (["flows", "--verbose"], "error: unknown option '--verbose'"),
        (["flows", "--shrad", "1/2"], "error: unknown option '--shrad'; did you mean '--shard'?"),
        (["flows", "--timeout", "5", "--timeout", "6"], "error: --timeout was given twice; give it once"),
        (["/no/such/flows"], "error: Flow path does not exist: '/no/such/flows' (no such flow file or folder)"),
    ])
    func badUsageExitsTwoWithTheReason(arguments: [String], message: String) {
        let (status, lines) = run(arguments)
        #expect(status == 2)
        #expect(lines.first == message)
    }

    @Test func badFilesExitTwoInsteadOfHangingOrCrashing() throws {
        let folder = try makeTemporaryFolder()
        try write(["empty.yaml": "", "loop.yaml": "appId: com.example\n---\n- runFlow: loop.yaml\n"], into: folder)
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0xFF]).write(to: URL(fileURLWithPath: folder + "/binary.yaml"))
        try Data(count: 10 * 1_048_576).write(to: URL(fileURLWithPath: folder + "/huge.yaml"))
        let (status, lines) = run([folder])
        #expect(status == 2)
        func reported(_ place: String, _ message: String) -> Bool {
            lines.contains { $0.contains(folder + "/" + place) && $0.contains(message) }
        }
        #expect(reported("binary.yaml:1:1", "expected text, found control character U+007F"))
        #expect(reported("empty.yaml:1:1", "Config Section Required"))
        #expect(reported("huge.yaml:1:1", "file is 10485760 bytes"))
        #expect(reported("loop.yaml:3:3", "runFlow cycle"))
    }

    @Test func junitWritesOneTestCasePerFlowWithTheFailure() throws {
        let folder = try makeTemporaryFolder()
        try write(["a.yaml": passing, "b.yaml": failing], into: folder)
        let report = folder + "/reports/junit.xml"
        _ = run([folder, "--junit", report])
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"flows\" tests=\"2\" failures=\"1\""))
        #expect(xml.contains("name=\"log in\""))
        #expect(
            xml.contains(
                "<failure message=\"Element not found: Id matching regex: login.email\" type=\"FlowFileFailure\">")
        )
    }

    @Test func artifactsHoldTheScreenTreeAndStepLogOfEachFailedFlow() throws {
        let folder = try makeTemporaryFolder()
        try write(["a.yaml": passing, "b.yaml": failing], into: folder)
        let artifacts = folder + "/artifacts"
        _ = run([folder, "--artifacts=\(artifacts)"])
        let manager = FileManager.default
        #expect(try manager.contentsOfDirectory(atPath: artifacts) == ["b"])
        let log = try String(contentsOfFile: artifacts + "/b/steps.log", encoding: .utf8)
        let tree = try String(contentsOfFile: artifacts + "/b/tree.txt", encoding: .utf8)
        let screen = try String(contentsOfFile: artifacts + "/b/screen.txt", encoding: .utf8)
        #expect(log.contains("FAILED    Tap on id: login.email"))
        #expect(tree.contains("#welcome.login"))
        #expect(screen.contains("[ Log in ]"))
    }

    @Test func shardsSplitTheSuiteWithoutOverlapOrGaps() throws {
        let folder = try makeTemporaryFolder()
        let names = ["a.yaml", "b.yaml", "c.yaml", "d.yaml", "e.yaml"]
        try write(Dictionary(uniqueKeysWithValues: names.map { ($0, passing) }), into: folder)
        var seen: [String] = []
        for index in 1...2 {
            let (status, lines) = run([folder, "--shard-index", "\(index)", "--shard-total", "2"])
            #expect(status == 0)
            seen += lines.filter { $0.hasPrefix("Flow ") }
        }
        #expect(seen.count == 5)
        #expect(Set(seen).count == 5)
    }

    @Test func subfoldersHoldIncludedFlowsAndAreNotRunOnTheirOwn() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "main.yaml": "appId: com.example\n---\n- runFlow: common/login.yaml\n", "common/login.yaml": passing,
                "notes.txt": "not a flow",
            ],
            into: folder
        )
        let (status, lines) = run([folder])
        #expect(status == 0)
        #expect(lines.filter { $0.hasPrefix("Flow ") } == ["Flow main (\(folder)/main.yaml)"])
    }
}
