import ArticleKit
import Components
import DesignSystem
import Foundation

/// Decides what the saved-items list shows: the session's bookmarks, newest first.
final class BookmarksViewModel: ScreenViewModel {
    /// What the list shows for one saved bookmark.
    struct Row: Equatable {
        /// The bookmarked item's id.
        let id: String
        /// The item's title as it was when saved.
        let title: String
        /// Where the item came from and when it was saved.
        let subtitle: String
    }

    /// The bookmarks, newest first.
    private(set) var rows: [Row] = []
    var onChange: (() -> Void)?

    private let sessionStore: any BookmarksSessionStoring
    private let dateStyle: Date.ISO8601FormatStyle
    private let strings: LocalizedStrings

    /// Reads the bookmarks at once; dates are shown as days in `timeZone`
    /// (ISO 8601 in every language, so they read the same left to right).
    init(
        sessionStore: any BookmarksSessionStoring, timeZone: TimeZone = .current,
        strings: LocalizedStrings
    ) {
        self.sessionStore = sessionStore
        self.strings = strings
        dateStyle = Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day()
        rows = makeRows()
    }

    /// Whether to say "No bookmarks yet".
    var isEmpty: Bool { rows.isEmpty }

    /// Reads the bookmarks again: other tabs add and remove them while this one is away.
    func refresh() {
        let newRows = makeRows()
        guard newRows != rows else { return }
        rows = newRows
        onChange?()
    }

    /// Removes the bookmark with `id` from the session and from the list.
    func remove(id: String) {
        sessionStore.removeBookmark(id: id)
        refresh()
    }

    private func makeRows() -> [Row] {
        var newestByID: [String: BookmarksDependencies.SavedBookmark] = [:]
        for bookmark in sessionStore.savedBookmarks() {
            // A store that repeats an id should still show one row, so each row's identifier is unique.
            if let kept = newestByID[bookmark.id], kept.savedAt >= bookmark.savedAt { continue }
            newestByID[bookmark.id] = bookmark
        }
        return newestByID.values
            .sorted { lhs, rhs in
                lhs.savedAt != rhs.savedAt ? lhs.savedAt > rhs.savedAt : lhs.id < rhs.id
            }
            .map { bookmark in
                Row(
                    id: bookmark.id,
                    title: displayTitle(bookmark.title),
                    subtitle: strings.localized(
                        "bookmarks.subtitle", .text(sourceName(bookmark.source)),
                        .text(bookmark.savedAt.formatted(dateStyle)))
                )
            }
    }

    private func displayTitle(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? strings.localized("bookmarks.untitled") : title
    }

    private func sourceName(_ source: BookmarkSource) -> String {
        let name = source.name.text(in: strings.language)
        return name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            ? strings.localized("bookmarks.unknownSource") : name
    }
}
