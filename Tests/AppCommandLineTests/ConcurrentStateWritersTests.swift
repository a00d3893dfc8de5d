import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import HeadlessDefaults
@testable import SessionStore

/// Many `App --state S` processes logging in, bookmarking and logging out on one state file at
/// once, as sharded runs on one machine do, while a reader reads the file as fast as it can.
/// Every read must find a whole session (the last writer's or an earlier one), and no launch
/// may find the file unreadable, with either durability.
///
/// The sizes come from the environment so that `Tools/scripts/state-stress.sh` can run the
/// heavy version by hand: `STATE_STRESS_PROCESSES` writers at once, each launching the app
/// `STATE_STRESS_LAUNCHES` times one after another, each launch going through
/// `STATE_STRESS_CYCLES` login-bookmark-logout cycles.
///
/// The writers and the reader run on a thread of their own; the suite never waits for the main
/// actor.
nonisolated struct ConcurrentStateWritersTests {
    private static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    // A guard against a launch that never ends: the test takes under 21 s on a machine whose
    // two cores are busy with other work, and the limit is over ten times that.
    @Test(.timeLimit(.minutes(5)), arguments: Durability.allCases)
    func concurrentProcessesNeverLeaveAnEmptyOrPartialStateFile(durability: Durability) async throws {
        let executable = try #require(AppProcess.executable)
        let run = try StressRun(
            executable: executable, folder: URL(fileURLWithPath: TestApp.freshStatePath()).deletingLastPathComponent(),
            processes: Self.setting("STATE_STRESS_PROCESSES", default: 12),
            launches: Self.setting("STATE_STRESS_LAUNCHES", default: 3),
            cycles: Self.setting("STATE_STRESS_CYCLES", default: 6), durability: durability)
        let figures = try await OwnThread.run { try run.start() }
        // One line the stress script collects from each run.
        print("state-stress \(durability.rawValue): \(figures)")
        #expect(figures.reads > 0)
        #expect(figures.emptyReads == 0, "\(figures)")
        #expect(figures.unreadableReads == 0, "\(figures)")
        #expect(figures.notices.isEmpty, "\(figures.notices.prefix(3))")
        #expect(figures.failedExits == 0, "\(figures)")
    }
}

/// One stress run: the writers, the reader, and what they saw.
private nonisolated struct StressRun: Sendable {
    struct Figures: CustomStringConvertible, Sendable {
        var reads = 0
        var emptyReads = 0
        var unreadableReads = 0
        var launches = 0
        var failedExits = 0
        var notices: [String] = []

        var description: String {
            "\(launches) launches, \(reads) reads, \(emptyReads) empty, \(unreadableReads) unreadable, "
                + "\(notices.count) notices, \(failedExits) failed exits"
        }
    }

    let executable: URL
    let processes: Int
    let launches: Int
    let durability: Durability
    let folder: URL
    let statePath: String
    let script: URL

    init(executable: URL, folder: URL, processes: Int, launches: Int, cycles: Int, durability: Durability) throws {
        self.executable = executable
        self.folder = folder
        self.processes = processes
        self.launches = launches
        self.durability = durability
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        statePath = folder.appendingPathComponent("state.plist").path
        script = folder.appendingPathComponent("commands.txt")
        try Data(Self.commands(cycles: cycles).utf8).write(to: script)
    }

    /// Logs out when a launch finds someone logged in, then `cycles` times: log in, bookmark an
    /// item, log out. Commands that do not fit the screen another process left only print an
    /// error; each process goes on.
    private static func commands(cycles: Int) -> String {
        let logOut = ["tab profile", "tap #profile.logout", "tap #logout.confirm"]
        let logIn = [
            "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password",
            "input analytical", "tap #login.submit",
        ]
        let bookmark = ["tap #home.item.h1", "tap #detail.bookmark", "back"]
        let lines = logOut + Array(repeating: logIn + bookmark + logOut, count: cycles).flatMap { $0 }
        return lines.joined(separator: "\n") + "\nquit\n"
    }

    func start() throws -> Figures {
        var figures = Figures()
        var running: [(process: Process, errors: URL)] = []
        var started = 0
        func launch() throws {
            let errors = folder.appendingPathComponent("errors-\(started).txt")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--state", statePath, "--durability", durability.rawValue]
            process.standardInput = try FileHandle(forReadingFrom: script)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            started += 1
            running.append((process, errors))
        }
        for _ in 0..<processes { try launch() }
        var seenAFile = false
        while !running.isEmpty {
            read(into: &figures, seenAFile: &seenAFile)
            for (index, entry) in running.enumerated().reversed() where !entry.process.isRunning {
                running.remove(at: index)
                figures.launches += 1
                if entry.process.terminationStatus != 0 { figures.failedExits += 1 }
                let errors = (try? String(contentsOf: entry.errors, encoding: .utf8)) ?? ""
                figures.notices += errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix("notice:") }
                if started < processes * launches { try launch() }
            }
        }
        try? FileManager.default.removeItem(at: folder)
        return figures
    }

    /// One read of the whole file, as another program would read it: open, read to the end.
    private func read(into figures: inout Figures, seenAFile: inout Bool) {
        guard let data = FileManager.default.contents(atPath: statePath) else {
            // Missing only before the first write; afterwards the name always points at a file.
            if seenAFile { figures.unreadableReads += 1 }
            return
        }
        seenAFile = true
        figures.reads += 1
        if data.isEmpty {
            figures.emptyReads += 1
        } else if (try? SessionPropertyList.decode(data)) == nil {
            figures.unreadableReads += 1
        }
    }
}
