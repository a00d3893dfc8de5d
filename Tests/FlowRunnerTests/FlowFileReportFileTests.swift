import Foundation
import Testing

@testable import FlowRunner

/// `App test` writes a report only to a regular file or a new name: a named pipe, a symbolic
/// link, a folder or an empty path is refused with exit status 2 before any flow runs.
@MainActor @Suite struct FlowFileReportFileTests {
    private let passing = "appId: com.example\nname: ok\n---\n- evalScript: ${1}\n"

    private func run(_ arguments: [String]) -> (status: Int32, lines: [String]) {
        var lines: [String] = []
        let status = FlowFileTestArguments.run(arguments, host: { FakeFlowHost() }, output: { lines.append($0) })
        return (status, lines)
    }

    /// A report written over an earlier one is replaced through the shared file replacement:
    /// a private report stays private.
    @Test func aReplacedReportKeepsItsPermissions() throws {
        let folder = try makeTemporaryFolder()
        try write(["ok.yaml": passing], into: folder)
        let report = folder + "/report.xml"
        #expect(FileManager.default.createFile(atPath: report, contents: Data("old".utf8)))
        #expect(chmod(report, 0o600) == 0)
        let (status, _) = run([folder, "--format", "junit", "--output", report])
        #expect(status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: report)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("<testsuites"))
    }

    @Test func aNamedPipeAsTheReportIsRefusedWithoutBlocking() throws {
        let folder = try makeTemporaryFolder()
        try write(["ok.yaml": passing], into: folder)
        let pipe = folder + "/report.xml"
        #expect(mkfifo(pipe, 0o600) == 0)
        // A reader keeps the pipe open, so that code which did write into it would not block
        // this test forever: it would be seen writing instead.
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let (status, lines) = run([folder, "--format", "junit", "--output", pipe])
        #expect(status == 2)
        #expect(
            lines.first
                == "error: cannot write the JUnit report to '\(pipe)': it is a named pipe, which would block the run; "
                + "give the path of a regular file")
        #expect(!lines.contains { $0.hasPrefix("Flow ") })
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "nothing was written into the pipe")
    }

    @Test func aSymbolicLinkAsTheReportIsRefusedAndItsTargetKept() throws {
        let folder = try makeTemporaryFolder()
        try write(["ok.yaml": passing, "precious.txt": "keep me"], into: folder)
        let link = folder + "/report.html"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/precious.txt")
        let (status, lines) = run([folder, "--format", "html", "--output", link])
        #expect(status == 2)
        #expect(
            lines.first
                == "error: cannot write the HTML report to '\(link)': it is a symbolic link; "
                + "give the path of a regular file")
        #expect(try String(contentsOfFile: folder + "/precious.txt", encoding: .utf8) == "keep me")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == folder + "/precious.txt")
    }

    @Test func aFolderAsTheReportIsRefused() throws {
        let folder = try makeTemporaryFolder()
        try write(["ok.yaml": passing], into: folder)
        let (status, lines) = run([folder, "--junit", folder])
        #expect(status == 2)
        #expect(
            lines.first
                == "error: cannot write the JUnit report to '\(folder)': it is a folder; give the path of a file in it")
    }

    @Test(arguments: ["--output", "--junit", "--artifacts"])
    func anEmptyPathIsAUsageErrorNamingTheOption(option: String) {
        let arguments = option == "--output" ? ["flows", "--format", "junit", option, ""] : ["flows", option, ""]
        let (status, lines) = run(arguments)
        #expect(status == 2)
        #expect(lines.first == "error: \(option): expected a path, found an empty one")
    }

    @Test func aRegularFileIsReplacedWhole() throws {
        let folder = try makeTemporaryFolder()
        try write(["ok.yaml": passing, "report.xml": String(repeating: "old ", count: 10_000)], into: folder)
        let (status, _) = run([folder, "--junit", folder + "/report.xml"])
        #expect(status == 0)
        let xml = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"))
        #expect(!xml.contains("old "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["ok.yaml", "report.xml"])
    }
}
