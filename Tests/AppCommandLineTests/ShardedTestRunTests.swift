import Foundation
import Testing

/// `App test --shard-split` and `--shard-all` with real worker processes: the built `App`
/// starts itself again for each shard.
struct ShardedTestRunTests {
    private static func scratchFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shard-tests-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Seven small flows of its own, not the bundled ones: those are `make test`'s bundled-flows
    /// stage, and a failing one is reported there once, not again here from three workers.
    @Test func flowsSplitOverThreeWorkersPassAsOneRun() throws {
        let folder = try Self.scratchFolder()
        let flows = folder + "/flows"
        try FileManager.default.createDirectory(atPath: flows, withIntermediateDirectories: true)
        let flowCount = 7
        for index in 1...flowCount {
            try Data(
                "appId: com.example.headless\nname: Welcome \(index)\n---\n- launchApp\n- assertVisible: {id: \"welcome.login\"}\n"
                    .utf8
            ).write(to: URL(fileURLWithPath: flows + "/welcome-\(index).yaml"))
        }
        let junit = folder + "/junit.xml"
        let html = folder + "/report.html"
        let result = try AppProcess.run([
            "test", flows, "--shard-split", "3", "--junit", junit, "--format", "html", "--output", html,
        ])
        #expect(result.exitCode == 0, "\(result.output)\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Will split \(flowCount) flows across 3 shards") })
        for shard in 1...3 {
            #expect(lines.contains { $0.hasPrefix("[shard \(shard)] PASSED ") })
        }
        #expect(lines.contains("Passed: \(flowCount)/\(flowCount)"))
        #expect(lines.last == "\(flowCount) passed, 0 failed")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"\(flowCount)\" failures=\"0\""))
        #expect(xml.contains("<testsuite device=\"shard 3\""))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.components(separatedBy: "<section class=\"flow flow-passed\"").count == flowCount + 1)
    }

    @Test func aFailingFlowOnOneWorkerFailsTheRunWithExitOne() throws {
        let folder = try Self.scratchFolder()
        try Data("appId: com.example.headless\n---\n- launchApp\n- assertVisible: Welcome\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/passes.yaml"))
        try Data("appId: com.example.headless\n---\n- launchApp\n- assertVisible: Nowhere\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/fails.yaml"))
        let result = try AppProcess.run(["test", folder, "--shard-all", "2"])
        #expect(result.exitCode == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("[shard 1] FAILED fails"))
        #expect(lines.contains("[shard 2] FAILED fails"))
        #expect(lines.suffix(4) == ["Passed: 2/4", "[ shard 1 ] - 1/2", "[ shard 2 ] - 1/2", "2 passed, 2 failed"])
    }
}
