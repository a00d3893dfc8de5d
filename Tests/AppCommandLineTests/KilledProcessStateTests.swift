import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import HeadlessDefaults
@testable import SessionStore

/// `kill -9` at any moment of a run that logs in, bookmarks and logs out over and over: the
/// state file is always a whole session, and the next launch reads it without a notice.
///
/// Each launch keeps its standard input open, so it is still running when the kill comes,
/// however fast the machine: working through the 2,400 commands (which take longer than the
/// longest pause before the kill on an idle machine) or waiting for more. The launches, the
/// pauses and the kills run on a thread of their own; the suite never waits for the main actor.
nonisolated struct KilledProcessStateTests {
    private static let cycle = [
        "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password", "input analytical",
        "tap #login.submit", "tap #home.item.h1", "tap #detail.bookmark", "back", "tab profile", "tap #profile.logout",
        "tap #logout.confirm",
    ]

    /// What one kill left: whether the kill is what ended the app, the state file's bytes, and
    /// what the launch after it printed on standard error and how it ended.
    private struct Kill: Sendable {
        let ended: Bool
        let file: Data?
        let nextLaunch: AppProcess.Result
    }

    /// Runs the app on `statePath` with `script` on its standard input, kills it after `pause`
    /// seconds, then launches it once more to read what the kill left.
    private static func launchAndKill(
        _ executable: URL, statePath: String, durability: Durability, script: Data, after pause: Double
    ) throws -> Kill {
        let arguments = ["--state", statePath, "--durability", durability.rawValue]
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Smaller than a pipe's buffer: written at once, however slowly the app reads it.
        input.fileHandleForWriting.write(script)
        Thread.sleep(forTimeInterval: pause)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        return Kill(
            ended: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
            file: FileManager.default.contents(atPath: statePath),
            nextLaunch: try AppProcess.run(arguments, input: "quit\n"))
    }

    // A guard against a launch that never ends: the test takes under 15 s on a machine whose
    // two cores are busy with other work, and the limit is over ten times that.
    @Test(.timeLimit(.minutes(4)), arguments: Durability.allCases)
    func aProcessKilledAtAnyMomentLeavesAWholeSession(durability: Durability) async throws {
        let executable = try #require(AppProcess.executable)
        let statePath = TestApp.freshStatePath()
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = Data((Array(repeating: Self.cycle, count: 200).flatMap { $0 }.joined(separator: "\n") + "\n").utf8)
        #expect(script.count < 65_536)
        // The same moments on every run, scattered over 0.1 to 0.5 s: 263 and 400 share no
        // factor, so the fifteen steps of 263 ms modulo 400 ms land on fifteen distinct moments.
        let pauses = (0..<15).map { 0.1 + Double($0 * 263 % 400) / 1_000 }
        let kills = try await OwnThread.run {
            try pauses.map { pause in
                try Self.launchAndKill(
                    executable, statePath: statePath, durability: durability, script: script, after: pause)
            }
        }
        for kill in kills {
            #expect(kill.ended, "the app ended before the kill")
            if let data = kill.file {
                #expect(throws: Never.self, "\(data.count) bytes") { try SessionPropertyList.decode(data) }
            }
            #expect(kill.nextLaunch.exitCode == 0)
            #expect(!kill.nextLaunch.errors.contains("notice:"), "\(kill.nextLaunch.errors)")
        }
    }
}
