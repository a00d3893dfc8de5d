import ArticleKit
import BookmarksModule
import Foundation

/// The app's one session store, on Foundation's UserDefaults. The whole session is one value
/// under one key, so every write replaces it completely and a reader never sees half of a
/// change. When the state file is unusable the store keeps the session in memory only.
///
/// UserDefaults reads the file and holds the session for the process; the store writes the
/// file itself, because Foundation on Linux rewrites the plist in place (open with truncate,
/// then write), and a crash in between would lose the whole session. The store's write goes
/// to a temporary file that is renamed over the old one, in the format UserDefaults reads.
final class UserDefaultsSessionStore: AppSessionStoring {
    /// The UserDefaults key holding the session.
    static let sessionKey = "session"

    private let file: StateFile?
    private let defaults: UserDefaults?
    private var state: SessionState
    private let now: () -> Date

    /// Opens the session kept in `file`; `nil` keeps it in memory only.
    init(file: StateFile?, now: @escaping () -> Date = Date.init) {
        self.file = file
        self.defaults = file.flatMap { UserDefaults(suiteName: $0.suiteName) }
        self.now = now
        let stored = defaults?.dictionary(forKey: Self.sessionKey).flatMap(SessionState.init(propertyList:))
        state = stored ?? .empty
    }

    /// Forgets everything stored: logged out, no bookmarks.
    func clear() {
        update { $0 = .empty }
    }

    private func update(_ change: (inout SessionState) -> Void) {
        change(&state)
        let propertyList = state.propertyList
        defaults?.set(propertyList, forKey: Self.sessionKey)
        // The location was checked at launch (an unusable one gives no file at all), and a
        // failed write leaves the old session whole on disk and the new one correct in memory.
        try? file?.writeAtomically([Self.sessionKey: propertyList])
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

    /// Bookmarks belong to the person, so they go with the session: the next person to log
    /// in on this device starts with none.
    func markLoggedOut() {
        clear()
    }

    // MARK: - HomeSessionStoring, ExploreSessionStoring

    func isBookmarked(id: String) -> Bool {
        state.bookmarks.contains { $0.id == id }
    }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        guard isBookmarked != self.isBookmarked(id: id) else { return }
        let savedAt = now()
        update { state in
            if isBookmarked {
                state.bookmarks.append(.init(id: id, title: title, source: source.identifier, savedAt: savedAt))
            } else {
                state.bookmarks.removeAll { $0.id == id }
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
        update { $0.bookmarks.removeAll { $0.id == id } }
    }
}
