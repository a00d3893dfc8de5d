import AppTestSupport
import Foundation
import Testing

@testable import SessionStore

/// The same through the built executable: the line on standard error and the exit status. The
/// run is waited for on a thread of its own; the suite never waits for the main actor.
nonisolated struct UnsavedChangeProcessTests {
    /// What a run that logged in, lost its state folder and tried to log out printed on standard
    /// error, and its exit status; `nil` when it ended before the login reached the state file.
    private static func logInThenFailToLogOut(_ executable: URL, statePath: String) throws -> (
        errors: String, status: Int32
    )? {
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--state", statePath]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let logIn = [
            "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password",
            "input analytical", "tap #login.submit",
        ]
        input.fileHandleForWriting.write(Data((logIn.joined(separator: "\n") + "\n").utf8))
        // The login is on disk before the folder goes away. The app waits for more input after
        // it, so the wait ends with the login written or with the app ended, never with a time.
        while (try? SessionPropertyList.decode(Data(contentsOf: URL(fileURLWithPath: statePath))))?.isLoggedIn != true {
            guard process.isRunning else { return nil }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let parked = folder.appendingPathExtension("parked")
        try FileManager.default.moveItem(at: folder, to: parked)
        try Data("not a folder".utf8).write(to: folder)
        input.fileHandleForWriting.write(Data("tab profile\ntap #profile.logout\ntap #logout.confirm\nquit\n".utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: parked, to: folder)
        return (said, process.terminationStatus)
    }

    // A guard against a run that never ends: the test takes under 2 s on a machine whose two
    // cores are busy with other work, and the limit is over ten times that.
    @Test(.timeLimit(.minutes(1)))
    func aChangeThatCannotBeSavedEndsTheRunWithExitThreeAndALineOnStandardError() async throws {
        let statePath = TestApp.freshStatePath()
        let executable = try #require(AppProcess.executable)
        let run = try await OwnThread.run { try Self.logInThenFailToLogOut(executable, statePath: statePath) }
        let (said, status) = try #require(run, "the app ended before the login reached the state file")
        #expect(status == 3)
        let lines = said.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("notice: Could not log out: the session could not be saved") == true)
        #expect(try SessionPropertyList.decode(Data(contentsOf: URL(fileURLWithPath: statePath))).isLoggedIn)
    }
}
