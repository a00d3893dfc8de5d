import ArticleKit
import BookmarksModule
import Foundation

/// The app's one session store: the session in memory, and on every change the whole session
/// written to the state file as a binary property list that replaces the old file in one
/// rename, so a reader never sees half of a change. Without a file (an unusable location, a
/// benchmark) it keeps the session in memory only.
///
/// Earlier builds kept the session in UserDefaults. On Linux that cost a parse by Foundation on
/// top of the store's own, an in-place rewrite of the plist on every change and an XML text
/// format, for nothing the app used: it never shares the file or observes it. The file layout
/// and the way stored values are read (`defaults write` booleans such as 1, 1.0 or "YES") are
/// still UserDefaults', so files from either side read the same.
final class PropertyListSessionStore: AppSessionStoring {
    private let file: StateFile?
    private var state: SessionState
    private let now: () -> Date

    /// A store holding `state`, written to `file` on every change; `nil` keeps it in memory.
    init(file: StateFile?, state: SessionState = .empty, now: @escaping () -> Date = Date.init) {
        self.file = file
        self.state = state
        self.now = now
    }

    /// Forgets everything stored: logged out, no bookmarks.
    func clear() {
        update { $0 = .empty }
    }

    private func update(_ change: (inout SessionState) -> Void) {
        change(&state)
        // The location was checked at launch (an unusable one gives no file at all), and a
        // failed write leaves the old session whole on disk and the new one correct in memory.
        try? file?.write(state)
    }

    // MARK: - SessionStoring

    var isLoggedIn: Bool { state.isLoggedIn }

    // MARK: - PreLoginSessionStoring

    func markLoggedIn(email: String, displayName: String) {
        update {
            $0.isLoggedIn = true
            $0.email = email
            $0.displayName = displayName
        }
    }

    // MARK: - ProfileSessionStoring

    var displayName: String { state.displayName }
    var email: String { state.email }

    func updateProfile(displayName: String, email: String) {
        update {
            $0.displayName = displayName
            $0.email = email
        }
    }

    func keepReport(message: String) {
        let keptAt = now()
        update { $0.outbox.append(.init(message: message, keptAt: keptAt)) }
    }

    /// The reports waiting for delivery, oldest first.
    var outbox: [SessionState.Report] { state.outbox }

    /// Bookmarks and the outbox belong to the person, so they go with the session: the next person to log
    /// in on this device starts with none.
    func markLoggedOut() {
        clear()
    }

    // MARK: - HomeSessionStoring, ExploreSessionStoring

    func isBookmarked(id: String) -> Bool {
        state.bookmarks.contains(id: id)
    }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        guard isBookmarked != self.isBookmarked(id: id) else { return }
        let savedAt = now()
        update { state in
            if isBookmarked {
                state.bookmarks.insert(.init(id: id, title: title, source: source.identifier, savedAt: savedAt))
            } else {
                state.bookmarks.remove(id: id)
            }
        }
    }

    // MARK: - BookmarksSessionStoring

    func savedBookmarks() -> [BookmarksDependencies.SavedBookmark] {
        state.bookmarks.map {
            .init(
                id: $0.id, title: $0.title, source: BookmarkSources.source(identifier: $0.source), savedAt: $0.savedAt)
        }
    }

    func removeBookmark(id: String) {
        guard isBookmarked(id: id) else { return }
        update { $0.bookmarks.remove(id: id) }
    }
}
