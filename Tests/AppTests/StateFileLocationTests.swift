import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import SessionStore

/// Where the session lives by default, and what the app refuses to read there or anywhere:
/// another user's file, or any file reached through a symbolic link.
@MainActor
struct StateFileLocationTests {
    private let scratch = URL(fileURLWithPath: TestApp.freshStatePath()).deletingLastPathComponent()

    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test func theDefaultIsAFolderPerConfigurationInTheUsersStateFolder() throws {
        let production = try AppConfigurations.named("production")
        let dev = try AppConfigurations.named("dev")
        let xdg = ["XDG_STATE_HOME": "/srv/state", "HOME": "/home/ada"]
        #expect(
            StateFile.defaultLocation(bundleIdentifier: production.bundleIdentifier, environment: xdg)?.fileURL.path
                == "/srv/state/com.example.headless/state.plist")
        #expect(
            StateFile.defaultLocation(bundleIdentifier: dev.bundleIdentifier, environment: ["HOME": "/home/ada"])?
                .fileURL.path
                == "/home/ada/.local/state/com.example.headless.dev/state.plist")
        // The specification ignores a relative XDG_STATE_HOME.
        #expect(
            StateFile.defaultLocation(
                bundleIdentifier: dev.bundleIdentifier, environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ada"])?
                .fileURL.path == "/home/ada/.local/state/com.example.headless.dev/state.plist")
    }

    @Test func theDefaultFolderIsCreatedOwnerOnlyAndWidenedOnesAreNarrowed() throws {
        let home = scratch.appendingPathComponent("home").path
        let file = try #require(
            StateFile.defaultLocation(
                bundleIdentifier: AppConfigurations.named("production").bundleIdentifier, environment: ["HOME": home]))
        #expect(file.read() == .usable(.empty))
        let folder = file.fileURL.deletingLastPathComponent().path
        for path in [home + "/.local", home + "/.local/state", folder] { #expect(try mode(path) == 0o700, "\(path)") }
        chmod(folder, 0o755)
        #expect(file.read() == .usable(.empty))
        #expect(try mode(folder) == 0o700)
    }

    @Test func aDefaultFolderThatIsALinkIsRefused() throws {
        let state = scratch.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: state.appendingPathComponent("com.example.headless").path, withDestinationPath: elsewhere.path)
        let file = try #require(
            StateFile.defaultLocation(
                bundleIdentifier: AppConfigurations.named("production").bundleIdentifier,
                environment: ["XDG_STATE_HOME": state.path]))
        guard case let .unusable(reason) = file.read() else {
            Issue.record("a linked default folder was used")
            return
        }
        #expect(reason.description.contains("is a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// What another local user could plant at a state path: a link to a file of the victim's.
    @Test func aLinkAtTheStatePathIsNeitherFollowedNorMovedNorChanged() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let victim = scratch.appendingPathComponent("victim.txt")
        try Data("not a property list".utf8).write(to: victim)
        chmod(victim.path, 0o644)
        let statePath = scratch.appendingPathComponent("state.plist").path
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: victim.path)
        let app = try TestApp.launch(statePath: statePath)
        #expect(app.notice?.contains("is a symbolic link") == true)
        #expect(try mode(victim.path) == 0o644)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "not a property list")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: statePath) == victim.path)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["state.plist", "victim.txt"])
    }

    @Test func aLinkToAReadableSessionDoesNotLogAnyoneIn() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let planted = scratch.appendingPathComponent("planted.plist")
        try Data(SessionPropertyList.encode(SessionState(isLoggedIn: true, email: "mallory@example.com"))).write(
            to: planted)
        let statePath = scratch.appendingPathComponent("state.plist").path
        try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: planted.path)
        let app = try TestApp.launch(statePath: statePath)
        #expect(!app.session.isLoggedIn)
        #expect(app.notice?.contains("kept in memory only") == true)
    }

    @Test func aFileOfAnotherUserIsNotRead() throws {
        let path = TestApp.freshStatePath()
        let mine = StateFile(path: path)
        _ = mine.read()
        try mine.write(SessionState(isLoggedIn: true, email: "mallory@example.com"))
        let before = try Data(contentsOf: mine.fileURL)
        let someoneElse = StateFile(path: path, owner: geteuid() &+ 1)
        guard case let .unusable(reason) = someoneElse.read() else {
            Issue.record("another user's file was read")
            return
        }
        #expect(reason.description.contains("belongs to another user (uid \(geteuid()))"))
        #expect(try Data(contentsOf: mine.fileURL) == before)
    }

    /// The same through a launch, with a file that really is another user's (needs root to make).
    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aLaunchOnAnotherUsersFileStartsLoggedOutInMemoryWithTheNotice() throws {
        let path = TestApp.freshStatePath()
        let file = StateFile(path: path)
        _ = file.read()
        try file.write(SessionState(isLoggedIn: true, email: "mallory@example.com"))
        #expect(chown(path, 65_534, 65_534) == 0)
        let app = try TestApp.launch(statePath: path)
        #expect(!app.session.isLoggedIn)
        #expect(app.notice?.contains("belongs to another user (uid 65534), so it is not read") == true)
        app.session.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        #expect(try SessionPropertyList.decode(Data(contentsOf: file.fileURL)).email == "mallory@example.com")
    }
}
