import Foundation

/// Runs a toolchain command and collects what it prints.
enum ToolRunner {
    /// `swift` from `DEPGRAPH_SWIFT`, else the one on `PATH`.
    static var swiftExecutable: String {
        ProcessInfo.processInfo.environment["DEPGRAPH_SWIFT"] ?? "swift"
    }

    /// Runs `executable` (looked up on `PATH`) and returns standard output; a non-zero exit is an error.
    static func run(_ executable: String, _ arguments: [String]) throws(DepgraphError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("depgraph-out-\(UUID().uuidString)")
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("depgraph-err-\(UUID().uuidString)")
        let command = ([executable] + arguments).joined(separator: " ")
        // Files rather than pipes: a large description would fill a pipe and stall the child.
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        do {
            let stdout = try FileHandle(forWritingTo: outputFile)
            let stderr = try FileHandle(forWritingTo: errorFile)
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
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw .toolFailed(command: command, status: process.terminationStatus, output: errors)
        }
        return output
    }
}
