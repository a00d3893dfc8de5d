import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import SessionStore

/// An unreadable state file is set aside so that a logged-in person's data can be rescued,
/// owner-only; one whose flag still reads logged out holds nobody's data and is not kept; one
/// that is another user's is left exactly as it is.
@MainActor
struct StateFileSetAsideTests {
    private let statePath = TestApp.freshStatePath()
    private var folder: URL { URL(fileURLWithPath: statePath).deletingLastPathComponent() }
    private let savedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)

    private func put(_ data: Data) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: statePath))
    }

    /// A binary session whose one bookmark's date is damaged, so the file as a whole cannot be read.
    private func damagedBinarySession(loggedIn: Bool) -> Data {
        var state = SessionState(isLoggedIn: loggedIn, displayName: "Ada", email: "ada@example.com")
        state.bookmarks.insert(.init(id: "h1", title: "Coordinators", source: "home", savedAt: savedAt))
        var bytes = SessionPropertyList.encode(state)
        let date = [0x33] + withUnsafeBytes(of: savedAt.timeIntervalSinceReferenceDate.bitPattern.bigEndian, Array.init)
        let at = (0...(bytes.count - date.count)).first { Array(bytes[$0..<($0 + date.count)]) == date }!
        bytes[at] = 0x34  // a date of a width no writer uses
        return Data(bytes)
    }

    private func filesHolding(_ text: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            let data = try Data(contentsOf: folder.appendingPathComponent($0))
            return data.range(of: Data(text.utf8)) != nil
        }
    }

    @Test func aDamagedBinaryFileWhoseFlagReadsLoggedOutIsNotKept() throws {
        try put(damagedBinarySession(loggedIn: false))
        let app = try TestApp.launch(statePath: statePath)
        #expect(!app.session.isLoggedIn)
        #expect(app.notice?.contains("its session said logged out, so nothing in it was kept") == true)
        #expect(try filesHolding("ada@example.com").isEmpty)
    }

    @Test func aDamagedXMLFileWhoseFlagReadsLoggedOutIsNotKept() throws {
        // As UserDefaults writes it, keys sorted: the damaged bookmark comes before the flag.
        try put(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>session</key><dict>
                <key>bookmarks</key><array><dict><key>id</key><string>h1</string>
                <key>savedAt</key><date>last tuesday</date></dict></array>
                <key>email</key><string>ada@example.com</string>
                <key>isLoggedIn</key><false/>
                </dict></dict></plist>
                """.utf8))
        let app = try TestApp.launch(statePath: statePath)
        #expect(app.notice?.contains("nothing in it was kept") == true)
        #expect(try filesHolding("ada@example.com").isEmpty)
    }

    @Test func aDamagedFileWhoseFlagReadsLoggedInIsMovedAsideOwnerOnly() throws {
        try put(damagedBinarySession(loggedIn: true))
        chmod(statePath, 0o644)
        let app = try TestApp.launch(statePath: statePath)
        #expect(app.notice?.contains("moved it to") == true)
        let kept = try filesHolding("ada@example.com")
        #expect(kept.count == 1)
        #expect(kept.first?.hasPrefix("state.plist.corrupt-") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(kept[0]).path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aDamagedFileOfAnotherUserIsLeftAsItWas() throws {
        try put(Data("not a property list".utf8))
        chmod(statePath, 0o644)
        #expect(chown(statePath, 65_534, 65_534) == 0)
        let app = try TestApp.launch(statePath: statePath)
        #expect(app.notice?.contains("belongs to another user") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: statePath)
        #expect(attributes[.posixPermissions] as? Int == 0o644)
        #expect(attributes[.ownerAccountID] as? Int == 65_534)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.plist"])
    }
}
