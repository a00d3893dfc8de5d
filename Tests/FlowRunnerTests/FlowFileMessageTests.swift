import Foundation
import Testing

@testable import FlowRunner

/// A path that is not a flow file, and YAML that is not a flow, are described in words a
/// person can act on.
@Suite struct FlowFileMessageTests {
    private func loadError(_ path: String) -> String? {
        do {
            _ = try FlowLoader().load(path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aFolderIncludedAsAFlowIsCalledAFolder() throws {
        let folder = try makeTemporaryFolder()
        try write(["main.yaml": "- runFlow: \(folder)\n"], into: folder)
        #expect(
            loadError(folder + "/main.yaml") == "cannot read flow file '\(folder)': it is a folder, not a flow file")
    }

    @Test func aNamedPipeIsCalledANamedPipeAndDoesNotBlock() throws {
        let pipe = try makeTemporaryFolder() + "/pipe.yaml"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(loadError(pipe) == "cannot read flow file '\(pipe)': it is a named pipe, not a flow file")
    }

    @Test func anEndlessDeviceIsCalledADevice() {
        #expect(loadError("/dev/zero") == "cannot read flow file '/dev/zero': it is a device, not a flow file")
    }

    @Test func aMissingFileSaysItDoesNotExist() throws {
        let missing = try makeTemporaryFolder() + "/missing.yaml"
        #expect(loadError(missing) == "cannot read flow file '\(missing)': no such file or directory")
    }

    @Test func twoValuesAtTheSameIndentationAreNotCalledAnIndentationMismatch() {
        do {
            _ = try FlowParser.parse("- back\n---\nfoo\nbar\n", file: "two.yaml")
            Issue.record("two plain lines parsed as a flow")
        } catch {
            #expect(error.location == FlowSourceLocation(file: "two.yaml", line: 4, column: 1))
            #expect(
                error.message
                    == "expected one value, found a second after a string on line 3;"
                    + " start list items with '- ' or write 'key: value'")
        }
    }

    @Test func aDeeperLineStillSaysWhichIndentationWasExpected() {
        do {
            _ = try FlowParser.parse("  foo\nbar\n", file: "indent.yaml")
            Issue.record("mismatched indentation parsed")
        } catch {
            #expect(error.message == "expected indentation of 2 spaces, found 0")
        }
    }
}
