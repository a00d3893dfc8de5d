import Foundation

/// Runs the built `App` executable as a separate process, as a person or a script would. Off
/// the main actor, so that a test can wait for a process on a thread of its own.
nonisolated struct AppProcess {
    /// What the process printed and how it ended.
    struct Result {
        let output: String
        let errors: String
        let exitCode: Int32
    }

    /// The `App` binary next to the test bundle in the build folder.
    static var executable: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("App")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Runs `App arguments...` with `input` piped to its standard input.
    static func run(_ arguments: [String], input: String = "") throws -> Result {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self),
            exitCode: process.terminationStatus)
    }
}
