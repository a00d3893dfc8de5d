import Foundation

/// The app's one session store, on Foundation's UserDefaults. The whole session is one value
/// under one key, so every write replaces it completely and a reader never sees half of a
/// change. When the state file is unusable the store keeps the session in memory only.
final class UserDefaultsSessionStore: AppSessionStoring {
    /// The UserDefaults key holding the session.
    static let sessionKey = "session"

    private let defaults: UserDefaults?
    private var state: SessionState
    private let now: () -> Date

    /// Opens the session kept in `defaults`; `nil` keeps it in memory only.
    init(defaults: UserDefaults?, now: @escaping () -> Date = Date.init) {
        self.defaults = defaults
        self.now = now
        let stored = defaults?.dictionary(forKey: Self.sessionKey).flatMap(SessionState.init(propertyList:))
        state = stored ?? .empty
    }

    /// Forgets everything stored: logged out, no bookmarks.
    func clear() {
        state = .empty
        defaults?.removeObject(forKey: Self.sessionKey)
    }

    private func update(_ change: (inout SessionState) -> Void) {
        change(&state)
        defaults?.set(state.propertyList, forKey: Self.sessionKey)
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
        update { $0 = .empty }
    }

    // MARK: - HomeSessionStoring, ExploreSessionStoring

    func isBookmarked(id: String) -> Bool {
        state.bookmarks.contains { $0.id == id }
    }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: String) {
        guard isBookmarked != self.isBookmarked(id: id) else { return }
        let savedAt = now()
        update { state in
            if isBookmarked {
                state.bookmarks.append(.init(id: id, title: title, source: source, savedAt: savedAt))
            } else {
                state.bookmarks.removeAll { $0.id == id }
            }
        }
    }

    // MARK: - BookmarksSessionStoring

    func savedBookmarks() -> [(id: String, title: String, source: String, savedAt: Date)] {
        state.bookmarks.map { ($0.id, $0.title, $0.source, $0.savedAt) }
    }

    func removeBookmark(id: String) {
        update { $0.bookmarks.removeAll { $0.id == id } }
    }
}
