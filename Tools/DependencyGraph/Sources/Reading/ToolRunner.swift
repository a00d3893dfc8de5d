import Foundation

/// Runs a toolchain command and collects what it prints.
enum ToolRunner {
    /// `swift` from `DEPGRAPH_SWIFT`, else the one on `PATH`.
    static var swiftExecutable: String {
        ProcessInfo.processInfo.environment["DEPGRAPH_SWIFT"] ?? "swift"
    }

    /// Runs `executable` (looked up on `PATH`) and returns standard output; a non-zero exit is an error.
    /// - Parameters:
    ///   - folder: where the output is collected, and the child's `TMPDIR`: whatever the child leaves
    ///     in its temporary folder goes when the caller removes this folder.
    ///   - directory: the child's working folder, when it matters.
    static func run(
        _ executable: String,
        _ arguments: [String],
        in folder: ScratchFolder,
        directory: String? = nil
    ) throws(DepgraphError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outputFile = folder.path + "/out-\(UUID().uuidString)"
        let errorFile = folder.path + "/err-\(UUID().uuidString)"
        let command = ([executable] + arguments).joined(separator: " ")
        // Files rather than pipes: a large description would fill a pipe and stall the child.
        _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        do {
            let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
            let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
            process.standardOutput = stdout
            process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try stdout.close()
            try stderr.close()
        } catch {
            throw .toolFailed(command: command, status: -1, output: error.localizedDescription)
        }
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
            throw .toolFailed(command: command, status: process.terminationStatus, output: errors)
        }
        return output
    }
}
