import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import HeadlessDefaults

/// `kill -9` at any moment of a run that logs in, bookmarks and logs out over and over: the
/// state file is always a whole session, and the next launch reads it without a notice.
///
/// Each launch keeps its standard input open, so it is still running when the kill comes,
/// however fast the machine: working through the 2,400 commands (which take longer than the
/// longest pause before the kill on an idle machine) or waiting for more. The launches and the
/// pauses run on a thread of their own, off the main actor.
struct KilledProcessStateTests {
    private static let cycle = [
        "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password", "input analytical",
        "tap #login.submit", "tap #home.item.h1", "tap #detail.bookmark", "back", "tab profile", "tap #profile.logout",
        "tap #logout.confirm",
    ]

    /// Runs the app on `statePath` with `script` on its standard input, kills it after `pause`
    /// seconds, and says whether the kill is what ended it.
    private nonisolated static func launchAndKill(
        _ executable: URL, statePath: String, durability: Durability, script: Data, after pause: Double
    ) throws -> Bool {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--state", statePath, "--durability", durability.rawValue]
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
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    // A guard against a launch that never ends: the test takes about 10 s on an idle machine
    // and 20 s on one whose two cores are busy with other work.
    @Test(.timeLimit(.minutes(4)), arguments: Durability.allCases)
    func aProcessKilledAtAnyMomentLeavesAWholeSession(durability: Durability) async throws {
        let executable = try #require(AppProcess.executable)
        let statePath = TestApp.freshStatePath()
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = Data((Array(repeating: Self.cycle, count: 200).flatMap { $0 }.joined(separator: "\n") + "\n").utf8)
        #expect(script.count < 65_536)
        // A fixed seed: the same moments on every run.
        var random = SplitMix64(seed: 0x6B69_6C6C)
        for _ in 0..<15 {
            let pause = 0.1 + Double(random.next() % 400) / 1_000
            let killed = try await OwnThread.run {
                try Self.launchAndKill(
                    executable, statePath: statePath, durability: durability, script: script, after: pause)
            }
            #expect(killed, "the app ended before the kill")
            if let data = FileManager.default.contents(atPath: statePath) {
                #expect(throws: Never.self, "\(data.count) bytes") { try SessionPropertyList.decode(data) }
            }
            guard case .usable = StateFile(path: statePath).read() else {
                Issue.record("the launch after a kill did not find a readable state file")
                return
            }
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
