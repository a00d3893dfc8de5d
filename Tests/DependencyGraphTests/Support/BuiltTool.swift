import Foundation

/// Runs the built `depgraph` executable as a separate process, for what only a process shows:
/// its exit status when standard output fails, and what it leaves in its temporary folder.
struct BuiltTool {
    let status: Int32
    let errors: String

    /// The executable beside the test bundle, or nil (after printing why) when it was not built.
    static var executable: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().path
        let candidates = [folder + "/depgraph", folder + "/../depgraph"]
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        print("note: the depgraph executable is not built next to the tests; run `swift build` first")
        return nil
    }

    /// Runs `/bin/sh -c script` with `$0` set to the executable, `environment` added, standard
    /// output to `output` (a path) and standard error collected.
    static func run(
        script: String,
        executable: String,
        environment: [String: String] = [:],
        output: String = "/dev/null"
    ) throws -> BuiltTool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("built-tool-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardError = errorHandle
        process.standardOutput = FileHandle(forWritingAtPath: output)
        try process.run()
        process.waitUntilExit()
        try errorHandle.close()
        return BuiltTool(
            status: process.terminationStatus,
            errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }
}
