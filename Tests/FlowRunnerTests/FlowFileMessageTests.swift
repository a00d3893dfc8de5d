import Foundation
import Testing

@testable import FlowRunner

/// A path that is not a flow file, and YAML that is not a flow, are described in words a
/// person can act on.
@Suite struct FlowFileMessageTests {
    private func loadError(_ path: String) -> String? {
        do {
            _ = try FlowFileLoader().load(path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aFolderIncludedAsAFlowIsCalledAFolder() throws {
        let folder = try makeTemporaryFolder()
        try write(["main.yaml": "appId: com.example\n---\n- runFlow: \(folder)\n"], into: folder)
        #expect(
            loadError(folder + "/main.yaml") == "cannot read flow file '\(folder)': it is a folder, not a regular file")
    }

    @Test func aNamedPipeIsCalledANamedPipeAndDoesNotBlock() throws {
        let pipe = try makeTemporaryFolder() + "/pipe.yaml"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(loadError(pipe) == "cannot read flow file '\(pipe)': it is a named pipe, not a regular file")
    }

    @Test func anEndlessDeviceIsCalledADevice() {
        #expect(loadError("/dev/zero") == "cannot read flow file '/dev/zero': it is a device, not a regular file")
    }

    @Test func aMissingFileSaysItDoesNotExist() throws {
        let missing = try makeTemporaryFolder() + "/missing.yaml"
        #expect(loadError(missing) == "cannot read flow file '\(missing)': no such file or directory")
    }

    @Test func twoValuesAtTheSameIndentationAreNotCalledAnIndentationMismatch() {
        // Two plain lines are one value in YAML (`foo bar`); a quoted line cannot go on.
        do {
            _ = try FlowFileParser.parse("- back\n---\n\"foo\"\nbar\n", file: "two.yaml")
            Issue.record("a quoted line and a plain line parsed as a flow")
        } catch {
            #expect(error.location == FlowFileSourceLocation(file: "two.yaml", line: 4, column: 1))
            #expect(
                error.message
                    == "expected one value, found a second after a string on line 3;"
                    + " start list items with '- ' or write 'key: value'")
        }
    }

    @Test func aDeeperLineStillSaysWhichIndentationWasExpected() {
        do {
            _ = try FlowFileParser.parse("  \"foo\"\nbar\n", file: "indent.yaml")
            Issue.record("mismatched indentation parsed")
        } catch {
            #expect(error.message == "expected indentation of 2 spaces, found 0")
        }
    }
}

/// What `App test` reads besides flow files, a workspace's `config.yaml` and `runScript`
/// files, is refused in words when it cannot be read, and a named pipe is never opened.
@MainActor @Suite struct FlowSourceFileTests {
    private func run(_ arguments: [String], loader: FlowFileLoader = FlowFileLoader()) throws -> (
        status: Int32, lines: [String]
    ) {
        var lines: [String] = []
        let status = FlowFileSuiteRunner(
            options: try FlowFileTestArguments.options(arguments), host: { FakeFlowHost() }, loader: loader,
            output: { lines.append($0) }
        ).run()
        return (status, lines)
    }

    private let slow = "appId: com.example\nname: slow\ntags: [slow]\n---\n- evalScript: ${1}\n"

    @Test func anUnreadableWorkspaceConfigIsRefusedInsteadOfLeftOut() throws {
        let folder = try makeTemporaryFolder()
        try write(["slow.yaml": slow, "config.yaml": "excludeTags: [slow]\n"], into: folder)
        let unreadable = FlowFileLoader { path in
            if path.hasSuffix("/config.yaml") { throw FlowFileReader.Failure.unreadable("permission denied") }
            return try FlowFileLoader.readFromDisk(path)
        }
        let (status, lines) = try run([folder], loader: unreadable)
        #expect(status == 2)
        #expect(lines == ["error: cannot read the workspace config '\(folder)/config.yaml': permission denied"])
    }

    @Test func aWorkspaceConfigThatIsAFolderOrANamedPipeIsRefused() throws {
        let folder = try makeTemporaryFolder()
        try write(["slow.yaml": slow], into: folder)
        try FileManager.default.createDirectory(atPath: folder + "/config.yaml", withIntermediateDirectories: false)
        #expect(
            try run([folder]).lines == [
                "error: cannot read the workspace config '\(folder)/config.yaml': it is a folder, not a regular file"
            ])
        let piped = try makeTemporaryFolder()
        try write(["slow.yaml": slow], into: piped)
        #expect(mkfifo(piped + "/config.yml", 0o600) == 0)
        #expect(
            try run([piped]).lines == [
                "error: cannot read the workspace config '\(piped)/config.yml': it is a named pipe, not a regular file"
            ])
    }

    @Test func aReadableWorkspaceConfigStillFiltersByTag() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "slow.yaml": slow, "fast.yaml": "appId: com.example\n---\n- evalScript: ${1}\n",
                "config.yaml": "excludeTags: [slow]\n",
            ],
            into: folder)
        let (status, lines) = try run([folder])
        #expect(status == 0)
        #expect(!lines.contains("PASSED slow"))
    }

    @Test func aRunScriptThatIsANamedPipeFailsTheStepSayingSo() throws {
        let folder = try makeTemporaryFolder()
        #expect(mkfifo(folder + "/pipe.js", 0o600) == 0)
        try write(["main.yaml": "appId: com.example\n---\n- runScript: pipe.js\n"], into: folder)
        let (status, lines) = try run([folder + "/main.yaml"])
        #expect(status == 1)
        #expect(lines.contains("Cannot read script '\(folder)/pipe.js': it is a named pipe, not a regular file"))
    }

    /// A writer waiting to open the pipe is let through the moment anything opens it to read:
    /// reading the pipe as a flow file must leave the writer waiting.
    @Test func aNamedPipeGivenAsAFlowIsNeverOpened() throws {
        let pipe = try makeTemporaryFolder() + "/flow.yaml"
        #expect(mkfifo(pipe, 0o600) == 0)
        let started = DispatchSemaphore(value: 0)
        let opened = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started.signal()
            let writer = open(pipe, O_WRONLY)
            opened.signal()
            close(writer)
        }
        started.wait()
        // Time for the writer to reach its open and wait there.
        Thread.sleep(forTimeInterval: 0.2)
        let (status, lines) = try run([pipe])
        #expect(status == 2)
        #expect(lines.first?.hasPrefix("error: Invalid File Path at \(pipe):1:1\n") == true)
        #expect(
            lines.first?.hasSuffix("  cannot read flow file '\(pipe)': it is a named pipe, not a regular file") == true)
        #expect(opened.wait(timeout: .now() + 0.5) == .timedOut, "the pipe was opened for reading")
        // Let the writer go.
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        #expect(opened.wait(timeout: .now() + 10) == .success)
        close(reader)
    }
}
