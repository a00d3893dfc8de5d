import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import SessionStore

struct StateFileTests {
    private func write(_ contents: String, to path: String) throws {
        let url = StateFile(path: path).fileURL
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aPathWithoutExtensionGainsPlistAsEarlierBuildsDid() {
        let file = StateFile(path: "/tmp/session")
        #expect(file.fileURL.path == "/tmp/session.plist")
    }

    @Test func aRelativePathIsResolvedAgainstTheWorkingDirectory() {
        #expect(StateFile(path: "state.plist", workingDirectory: "/work").fileURL.path == "/work/state.plist")
    }

    @Test func aMissingFileIsAFreshStart() {
        #expect(StateFile(path: TestApp.freshStatePath()).read() == .usable(.empty))
    }

    @Test(arguments: ["garbage that is not a plist", "", "<plist><array/></plist>"])
    func unreadableContentIsMovedAsideNotDeleted(contents: String) throws {
        let path = TestApp.freshStatePath()
        try write(contents, to: path)
        guard case let .movedAside(destination, _) = StateFile(path: path).read() else {
            Issue.record("expected the file to be moved aside")
            return
        }
        #expect(try String(contentsOfFile: destination, encoding: .utf8) == contents)
        #expect(!FileManager.default.fileExists(atPath: StateFile(path: path).fileURL.path))
    }

    @Test func aSessionWithFieldsOfTheWrongTypeIsMovedAside() throws {
        let path = TestApp.freshStatePath()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>session</key><dict><key>isLoggedIn</key><true/>
            <key>email</key><array/></dict></dict></plist>
            """
        try write(plist, to: path)
        guard case .movedAside = StateFile(path: path).read() else {
            Issue.record("expected the file to be moved aside")
            return
        }
    }

    @Test func aDirectoryInPlaceOfTheFileIsUnusableAndLeftAlone() throws {
        let path = TestApp.freshStatePath()
        let url = StateFile(path: path).fileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard case let .unusable(reason) = StateFile(path: path).read() else {
            Issue.record("expected the location to be unusable")
            return
        }
        #expect(reason.description.contains("is a directory"))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @MainActor @Test func aCorruptFileStartsLoggedOutWithANotice() throws {
        let path = TestApp.freshStatePath()
        try write("\u{0}\u{1}binary junk", to: path)
        let app = try TestApp.launch(statePath: path)
        #expect(!app.session.isLoggedIn)
        #expect(app.notice?.contains("moved it to") == true)
    }

    @MainActor @Test func aFileMovedAsideIsReadableByItsOwnerOnly() throws {
        let path = TestApp.freshStatePath()
        try write("not a property list", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let app = try TestApp.launch(statePath: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let moved = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasPrefix("state.plist.corrupt-")
            })
        #expect(app.notice?.contains(moved) == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(moved).path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @MainActor @Test func anUnusableLocationRunsInMemoryWithANotice() throws {
        let path = TestApp.freshStatePath()
        try FileManager.default.createDirectory(at: StateFile(path: path).fileURL, withIntermediateDirectories: true)
        let app = try TestApp.launch(statePath: path)
        try app.logInThroughFlowDelegate()
        #expect(app.session.isLoggedIn)
        #expect(app.notice?.contains("kept in memory only") == true)
    }
}

/// A state file as an older build wrote it (XML, the session under `session`).
private func olderStateFile(session: [String: Any]) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: ["session": session], format: .xml, options: 0)
}

@Test func aSessionWrittenBeforeTheOutboxExistedLoadsWithAnEmptyOne() throws {
    let data = try olderStateFile(session: [
        "isLoggedIn": true, "displayName": "Ada Lovelace", "email": "ada@example.com", "bookmarks": [Any](),
    ])
    let state = try SessionPropertyList.decode(data)
    #expect(state.isLoggedIn)
    #expect(state.displayName == "Ada Lovelace")
    #expect(state.outbox.isEmpty)
}

@Test func anOutboxOfTheWrongShapeIsRefusedNamingIt() throws {
    let data = try olderStateFile(session: [
        "isLoggedIn": true, "displayName": "Ada", "email": "ada@example.com", "outbox": ["not a report"],
    ])
    let problem = SessionContentProblem.wrongKind(
        place: SessionValuePlace(.report(1)), found: .string, expected: .dictionary)
    #expect(throws: problem) { try SessionPropertyList.decode(data) }
    #expect(problem.description == "report 1 is a string, not a dictionary")
}

@Test func theOutboxSurvivesTheBinaryRoundTrip() throws {
    var state = SessionState()
    state.isLoggedIn = true
    state.outbox = [
        .init(message: "The feed froze", keptAt: Date(timeIntervalSince1970: 1_000)),
        .init(message: String(repeating: "é", count: 5_000), keptAt: Date(timeIntervalSince1970: 2_000)),
    ]
    #expect(try SessionPropertyList.decode(Data(SessionPropertyList.encode(state))) == state)
}
