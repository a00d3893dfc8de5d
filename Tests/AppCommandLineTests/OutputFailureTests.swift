import AppTestSupport
import Foundation
import Testing

/// Standard output that cannot be written (a full device, a closed descriptor) is reported on
/// standard error with a failing exit status; the process never crashes over it.
struct OutputFailureTests {
    /// Runs the built App through `/bin/sh` so the shell can redirect or close its output.
    private func runInShell(_ arguments: [String], redirection: String) throws -> AppProcess.Result {
        let executable = try #require(AppProcess.executable)
        let quoted = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try ShellProcess.run(quoted.joined(separator: " ") + " " + redirection)
    }

    @Test func openingALinkIntoAFullDeviceReportsTheErrorAndFails() throws {
        let result = try runInShell(
            ["--state", TestApp.freshStatePath(), "open", "example://home"], redirection: "> /dev/full")
        #expect(result.exitCode == 1)
        #expect(result.errors.contains("error: cannot write to standard output: No space left on device"))
        #expect(!result.errors.contains("Fatal error"))
    }

    @Test func openingALinkWithStandardOutputClosedReportsTheErrorAndFails() throws {
        let result = try runInShell(
            ["--state", TestApp.freshStatePath(), "open", "example://home"], redirection: ">&-")
        #expect(result.exitCode == 1)
        #expect(result.errors.contains("error: cannot write to standard output: standard output is closed"))
    }

    @Test func testingAFlowIntoAFullDeviceReportsTheErrorOnceAndFails() throws {
        let flow = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString).yaml")
        try Data("appId: com.example.headless\n---\n- launchApp\n- assertVisible: Welcome\n".utf8).write(to: flow)
        defer { try? FileManager.default.removeItem(at: flow) }
        let result = try runInShell(["test", flow.path], redirection: "> /dev/full")
        #expect(result.exitCode == 1)
        let reports = result.errors.components(separatedBy: "cannot write to standard output").count - 1
        #expect(reports == 1)
    }

    @Test func aPassingFlowWithWorkingOutputStillExitsWithZero() throws {
        let flow = FileManager.default.temporaryDirectory.appendingPathComponent("ok-\(UUID().uuidString).yaml")
        try Data("appId: com.example.headless\n---\n- launchApp\n- assertVisible: Welcome\n".utf8).write(to: flow)
        defer { try? FileManager.default.removeItem(at: flow) }
        let result = try runInShell(["test", flow.path], redirection: "")
        #expect(result.exitCode == 0)
        #expect(result.errors.isEmpty)
    }
}

/// Runs one `/bin/sh -c` command line and collects what it printed.
private enum ShellProcess {
    static func run(_ commandLine: String) throws -> AppProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", commandLine]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return AppProcess.Result(
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self),
            exitCode: process.terminationStatus)
    }
}
