import ArticleKit
import Foundation
import Testing

@testable import App

/// A bookmark's source is stored as its identifier, so state files written before sources
/// were typed values still load, and each bookmark shows where it came from.
@MainActor
struct BookmarkSourceTests {
    /// A state file as every earlier build wrote it: sources as plain strings.
    private let earlierStateFile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>session</key>
            <dict>
                <key>isLoggedIn</key><true/>
                <key>displayName</key><string>Ada</string>
                <key>email</key><string>ada@example.com</string>
                <key>bookmarks</key>
                <array>
                    <dict>
                        <key>id</key><string>h1</string>
                        <key>title</key><string>Coordinators</string>
                        <key>source</key><string>home</string>
                        <key>savedAt</key><date>2026-03-01T00:00:00Z</date>
                    </dict>
                    <dict>
                        <key>id</key><string>e2</string>
                        <key>title</key><string>Sheets</string>
                        <key>source</key><string>explore</string>
                        <key>savedAt</key><date>2026-03-02T00:00:00Z</date>
                    </dict>
                    <dict>
                        <key>id</key><string>x1</string>
                        <key>title</key><string>Imported</string>
                        <key>source</key><string>import</string>
                        <key>savedAt</key><date>2026-03-03T00:00:00Z</date>
                    </dict>
                </array>
            </dict>
        </dict>
        </plist>
        """

    @Test func anEarlierStateFileLoadsWithEachSourcesDisplayName() throws {
        let file = StateFile(path: TestApp.freshStatePath())
        try FileManager.default.createDirectory(
            at: file.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try earlierStateFile.write(to: file.fileURL, atomically: true, encoding: .utf8)
        let saved = UserDefaultsSessionStore(file: file).savedBookmarks()
        #expect(saved.map(\.source.identifier) == ["home", "explore", "import"])
        #expect(saved.map(\.source.displayName) == ["Home", "Explore", "import"])
    }

    @Test func aBookmarkIsStoredUnderItsSourcesIdentifier() throws {
        let path = TestApp.freshStatePath()
        _ = StateFile(path: path).prepare()
        let source = BookmarkSources.source(identifier: "explore")
        UserDefaultsSessionStore(file: StateFile(path: path)).setBookmarked(
            true, id: "e2", title: "Sheets", source: source)
        let data = try Data(contentsOf: StateFile(path: path).fileURL)
        let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        let session = root?[UserDefaultsSessionStore.sessionKey] as? [String: Any]
        let bookmarks = session?["bookmarks"] as? [[String: Any]]
        #expect(bookmarks?.map { $0["source"] as? String } == ["explore"])
    }

    @Test func everyFeatureThatBookmarksHasItsOwnIdentifier() {
        let identifiers = BookmarkSources.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(identifiers == ["home", "explore"])
    }
}
