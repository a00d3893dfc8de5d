import ArticleKit
import Components
import DesignSystem
import Foundation
import NavigationKit

/// Decides what the saved-items list shows (the session's bookmarks, newest first) and where a
/// tapped or linked bookmark leads.
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
    /// How a tapped or linked bookmark is opened.
    private let opening: ArticleOpening
    var onChange: (() -> Void)? {
        didSet { opening.onChange = onChange }
    }

    private let sessionStore: any BookmarksSessionStoring
    private let dateStyle: Date.ISO8601FormatStyle
    let strings: LocalizedStrings

    /// Reads the bookmarks at once; dates are shown as days in `timeZone`
    /// (ISO 8601 in every language, so they read the same left to right).
    init(
        sessionStore: any BookmarksSessionStoring, router: any BookmarksRouting, strings: LocalizedStrings,
        timeZone: TimeZone = .current
    ) {
        self.sessionStore = sessionStore
        self.strings = strings
        dateStyle = Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day()
        opening = ArticleOpening(
            language: strings.language,
            push: { id, title throws(RoutingError) in try router.route(to: .detail(id: id, title: title)) },
            reason: { [language = strings.language] error in error.message(in: language) })
        rows = makeRows()
    }

    /// Why a bookmark could not be opened; `nil` when all is well.
    var errorMessage: String? { opening.errorMessage }

    /// Reads the bookmarks again when the list appears: other tabs add and remove them while
    /// this one is away, and an opened article's detail may have removed one.
    func screenWillAppear() {
        // Shown again (Back, a link to the tab): an article still being reopened stays closed.
        opening.cancelReopening()
        refresh()
    }

    /// Opens the saved article `id`; a failure is shown instead of being lost.
    func didTapBookmark(id: String) {
        opening.didTap(id: id, title: rows.first { $0.id == id }?.title)
    }

    /// Opens a linked destination through the same route a tap takes.
    ///
    /// - Throws: `ArticleOpeningError` when the article is not among the bookmarks or its
    ///   detail cannot be shown.
    func open(_ destination: BookmarksBuilder.Destination) throws(ArticleOpeningError) {
        switch destination {
        case let .detail(itemID):
            refresh()
            guard let row = rows.first(where: { $0.id == itemID }) else {
                throw ArticleOpeningError(
                    .notListed(id: itemID), message: strings.localized("bookmarks.error.notSaved", .text(itemID)))
            }
            try opening.open(id: itemID, title: row.title)
        }
    }

    /// Opens again the destination the person had open on an earlier launch while its article
    /// is still saved, once the server says it still exists; one it no longer has is dropped
    /// with a notice, and one no longer saved is not reopened (the list shows it is gone).
    func reopen(_ destination: BookmarksBuilder.Destination, articles: any ArticleLoading) {
        switch destination {
        case let .detail(itemID):
            refresh()
            guard rows.contains(where: { $0.id == itemID }) else { return }
            opening.reopen(id: itemID, articles: articles)
        }
    }

    private func refresh() {
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
