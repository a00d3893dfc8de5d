import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import HeadlessDefaults

/// `kill -9` at any moment of a run that logs in, bookmarks and logs out over and over: the
/// state file is always a whole session, and the next launch reads it without a notice.
struct KilledProcessStateTests {
    private static let cycle = [
        "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password", "input analytical",
        "tap #login.submit", "tap #home.item.h1", "tap #detail.bookmark", "back", "tab profile", "tap #profile.logout",
        "tap #logout.confirm",
    ]

    @Test(.timeLimit(.minutes(3)), arguments: Durability.allCases)
    func aProcessKilledAtAnyMomentLeavesAWholeSession(durability: Durability) throws {
        let executable = try #require(AppProcess.executable)
        let statePath = TestApp.freshStatePath()
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("commands.txt")
        try Data((Array(repeating: Self.cycle, count: 200).flatMap { $0 }.joined(separator: "\n") + "\n").utf8)
            .write(to: script)
        // A fixed seed: the same moments on every run.
        var random = SplitMix64(seed: 0x6B69_6C6C)
        func next() -> UInt64 { random.next() }
        var kills = 0
        for _ in 0..<15 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--state", statePath, "--durability", durability.rawValue]
            process.standardInput = try FileHandle(forReadingFrom: script)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: 0.1 + Double(next() % 400) / 1_000)
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
            }
            process.waitUntilExit()
            if let data = FileManager.default.contents(atPath: statePath) {
                #expect(throws: Never.self, "\(data.count) bytes") { try SessionPropertyList.decode(data) }
            }
            guard case .usable = StateFile(path: statePath).read() else {
                Issue.record("the launch after a kill did not find a readable state file")
                return
            }
        }
        #expect(kills > 10)
        try? FileManager.default.removeItem(at: folder)
    }
}
