import ContentServer
import Foundation
import Testing

@testable import AppCommandLine

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `App serve-content`: prints its address and scenario, serves until standard input closes or
/// a stop signal, and refuses a taken port or an unknown scenario.
struct ServeContentCommandTests {
    @Test func theDefaultPortIsTheOneTheDevConfigurationUses() throws {
        let invocation = try Invocation(parsing: ["serve-content"])
        guard case let .serveContent(options) = invocation.command else {
            Issue.record("serve-content read as \(invocation.command)")
            return
        }
        #expect(options.port == 8437)
        #expect(options.scenario == .normal)
        let chosen = try Invocation(parsing: ["serve-content", "--port", "0", "--scenario", "slow:250"])
        guard case let .serveContent(other) = chosen.command else { return }
        #expect(other.port == 0)
        #expect(other.scenario == .slow(milliseconds: 250))
    }

    @Test func itPrintsItsAddressAndScenarioAndStopsWhenStandardInputCloses() {
        let run = CommandLineRun(["serve-content", "--port", "0", "--scenario", "failing-once:503"])
        #expect(run.code == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.first?.wholeMatch(of: /content server: http:\/\/127\.0\.0\.1:\d+ \(scenario: failing-once:503\)/)
                != nil)
        #expect(lines.dropFirst().first == "Close standard input (Ctrl-D) or press Ctrl-C to stop it.")
        #expect(lines.last == "content server stopped after 0 content requests.")
    }

    @Test func aTakenPortExitsWithOneSayingSo() throws {
        let other = try ContentServer(port: 0)
        defer { other.stop() }
        let port = try #require(other.baseURL.port)
        let run = CommandLineRun(["serve-content", "--port", String(port)])
        #expect(run.code == 1)
        #expect(run.errors.hasPrefix("error: cannot listen on 127.0.0.1:\(port): "))
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [false, true])
    func theExecutableServesUntilStandardInputClosesOrSIGTERM(terminating: Bool) async throws {
        let result = try await OwnThread.run { try Self.serveOnce(terminating: terminating) }
        #expect(result.status == 200)
        #expect(result.exitCode == 0)
        #expect(result.output.hasSuffix("content server stopped after 1 content requests.\n"))
    }

    /// Starts `App serve-content --port 0`, fetches the feed from the address it prints, then
    /// closes its standard input or sends SIGTERM, and waits for it to end.
    private nonisolated static func serveOnce(terminating: Bool) throws -> (
        status: Int, exitCode: Int32, output: String
    ) {
        let executable = try #require(AppProcess.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve-content", "--port", "0"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        let firstLine = String(decoding: printed, as: UTF8.self).split(separator: "\n").first ?? ""
        let address = try #require(firstLine.firstMatch(of: /http:\/\/127\.0\.0\.1:\d+/)).output
        let status = try fetchStatus(URL(string: "\(address)/v1/feed")!)
        if terminating {
            process.terminate()
        } else {
            try stdin.fileHandleForWriting.close()
        }
        printed += stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (status, process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    private nonisolated static func fetchStatus(_ url: URL) throws -> Int {
        final class Outcome: @unchecked Sendable {
            // @unchecked: written once by the completion, read after the semaphore.
            var status = 0
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let session = URLSession(configuration: .ephemeral)
        session.dataTask(with: url) { _, response, _ in
            outcome.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.signal()
        }.resume()
        done.wait()
        session.invalidateAndCancel()
        return outcome.status
    }
}
