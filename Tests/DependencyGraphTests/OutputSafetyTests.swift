import Foundation
import Testing

@testable import DependencyGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private let description = Fixtures.path("FeatureIsolation/description.json")

@Test func anOutputPathThatIsAFIFOIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryFolder("output")
    defer { folder.remove() }
    let fifo = folder.path + "/graph.dot"
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = CommandRun(["--description", description, "--output", fifo])
    #expect(run.status == 2)
    #expect(run.errors.contains("refusing to write the output: it is a named pipe"))
    var info = stat()
    #expect(lstat(fifo, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
}

@Test func anOutputPathThatIsASymbolicLinkIsRefusedAndItsTargetKept() throws {
    let folder = try TemporaryFolder("output")
    defer { folder.remove() }
    try folder.write("keep me\n", to: "precious.txt")
    let link = folder.path + "/graph.dot"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path + "/precious.txt")
    let run = CommandRun(["--description", description, "--output", link])
    #expect(run.status == 2)
    #expect(run.errors.contains("it is a symbolic link"))
    #expect(try String(contentsOfFile: folder.path + "/precious.txt", encoding: .utf8) == "keep me\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == folder.path + "/precious.txt")
}

@Test func anOutputPathThatIsADeviceIsRefused() {
    let run = CommandRun(["--description", description, "--output", "/dev/null"])
    #expect(run.status == 2)
    #expect(run.errors == "depgraph: /dev/null: refusing to write the output: it is a device, not a regular file\n")
}

@Test func aRegularOutputFileIsReplaced() throws {
    let folder = try TemporaryFolder("output")
    defer { folder.remove() }
    try folder.write("old\n", to: "graph.dot")
    let run = CommandRun(["--description", description, "--output", folder.path + "/graph.dot"])
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: folder.path + "/graph.dot", encoding: .utf8).hasPrefix("digraph"))
}

@Test func aFullStandardOutputIsAnErrorNotACrash() throws {
    guard let executable = BuiltTool.executable else { return }
    let result = try BuiltTool.run(
        script: #"exec "$0" --description "$DESCRIPTION""#,
        executable: executable,
        environment: ["DESCRIPTION": description],
        output: "/dev/full"
    )
    #expect(result.status == 2)
    #expect(result.errors == "depgraph: standard output: cannot write: No space left on device\n")
}

@Test func aClosedStandardOutputIsAnErrorNotACrash() throws {
    guard let executable = BuiltTool.executable else { return }
    let result = try BuiltTool.run(script: #"exec "$0" --help >&-"#, executable: executable)
    #expect(result.status == 2)
    #expect(result.errors.contains("standard output is closed"))
}

@Test func aFailingWriteIsReportedWithExitStatusTwo() {
    var errors = ""
    let command = DepgraphCommand(
        write: { _ throws(DepgraphError) in throw .outputFailed(detail: "Broken pipe") },
        writeError: { errors += $0 }
    )
    #expect(command.run(["--description", description]) == 2)
    #expect(errors == "depgraph: standard output: cannot write: Broken pipe\n")
}

@Test func anOutputInAMissingFolderIsAToolErrorNamingThePath() {
    let path = "/nonexistent-\(UUID().uuidString)/graph.dot"
    let run = CommandRun(["--description", description, "--output", path])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("depgraph: \(path): cannot write:"))
}
