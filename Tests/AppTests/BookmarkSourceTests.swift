import AppTestSupport
import ArticleKit
import Foundation
import Testing

@testable import App
@testable import SessionStore

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

    /// Every string stored under a "source" key anywhere in a property list.
    private func storedSources(in value: Any) -> [String] {
        if let dictionary = value as? [String: Any] {
            return dictionary.flatMap { key, nested in
                key == "source" ? [nested as? String].compactMap { $0 } : storedSources(in: nested)
            }
        }
        if let array = value as? [Any] { return array.flatMap(storedSources) }
        return []
    }

    @Test func anEarlierStateFileShowsEachBookmarksSourceByName() throws {
        let statePath = TestApp.freshStatePath()
        try FileManager.default.createDirectory(
            atPath: (statePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try earlierStateFile.write(toFile: statePath, atomically: true, encoding: .utf8)
        let app = try TestApp.launch(statePath: statePath)
        try app.driver.tap(.identifier("tab.bookmarks"))
        let rows = ["h1", "e2", "x1"].map { try? app.driver.element(.identifier("bookmarks.item.\($0)")).value }
        #expect(rows.map { $0?.components(separatedBy: " · ").first } == ["Home", "Explore", "import"])
    }

    @Test func aBookmarkIsStoredUnderItsSourcesIdentifier() throws {
        let statePath = TestApp.freshStatePath()
        let app = try TestApp.launch(statePath: statePath, loggedIn: true)
        app.session.setBookmarked(
            true, id: "e2", title: "Sheets", source: BookmarkSources.source(identifier: "explore"))
        let stored = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: statePath)), format: nil)
        #expect(storedSources(in: stored) == ["explore"])
    }

    @Test func everyFeatureThatBookmarksHasItsOwnIdentifier() {
        let identifiers = BookmarkSources.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(identifiers == ["home", "explore"])
    }
}
