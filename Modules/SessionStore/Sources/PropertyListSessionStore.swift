import Foundation

/// The app's one session store: the session in memory, and on every change the whole session
/// written to the state file as a binary property list that replaces the old file in one
/// rename, so a reader never sees half of a change. Without a file (an unusable location, a
/// benchmark) it keeps the session in memory only.
///
/// A change that cannot be saved does not happen: the session in memory stays the one last
/// saved, so the app never shows what the next launch would not find (a logout that could not
/// be saved leaves the person logged in). Each such failure is counted and told to
/// `onSaveFailure`, which the app turns into a notice on screen and a line on standard error.
///
/// The store is not UserDefaults: on Linux that would add a parse by Foundation, an in-place
/// rewrite of the plist on every change and an XML text format, for nothing the app uses (it
/// never shares the file or observes it). The file layout and the way stored values are read
/// (`defaults write` booleans such as 1, 1.0 or "YES") are UserDefaults', so files written by
/// either read the same.
public final class PropertyListSessionStore {
    private let file: StateFile?
    private var state: SessionState
    private let now: () -> Date

    /// Told of each change that could not be saved, after it was undone.
    public var onSaveFailure: ((SessionSaveFailure) -> Void)?
    /// How many changes could not be saved since the store was made.
    public private(set) var saveFailureCount = 0

    /// A store holding `state`, written to `file` on every change; `nil` keeps it in memory.
    public init(file: StateFile?, state: SessionState = .empty, now: @escaping () -> Date = Date.init) {
        self.file = file
        self.state = state
        self.now = now
    }

    /// Forgets everything stored: logged out, no bookmarks. Returns whether that was saved.
    @discardableResult
    public func clear() -> Bool {
        update(.clear) { $0 = .empty }
    }

    /// Applies `body` and saves the result; when the save fails, the session is put back as it
    /// was. `body` must leave the bookmarks alone: a copy of the session is kept for the undo,
    /// and changing a list shared with that copy would copy the whole list (bookmark changes
    /// go through `updateBookmarks`).
    @discardableResult
    private func update(_ change: SessionChange, _ body: (inout SessionState) -> Void) -> Bool {
        let previous = state
        return updateBookmarks(change, body, undo: { $0 = previous })
    }

    /// Applies `body` to the session in place and saves it; when the save fails, `undo` puts
    /// the session back exactly as it was. In place, because with 100,000 bookmarks a copy of
    /// the list costs more than the save.
    @discardableResult
    private func updateBookmarks(
        _ change: SessionChange, _ body: (inout SessionState) -> Void, undo: (inout SessionState) -> Void
    ) -> Bool {
        body(&state)
        guard let file else { return true }
        do {
            try file.write(state)
            return true
        } catch {
            undo(&state)
            saveFailureCount += 1
            onSaveFailure?(SessionSaveFailure(change: change, reason: error))
            return false
        }
    }

    // MARK: - Who is logged in

    /// Whether a person is logged in.
    public var isLoggedIn: Bool { state.isLoggedIn }

    /// Logs in as `displayName` with `email`, and saves the change. The app opens at its first
    /// screens: a place kept for someone before is forgotten.
    public func markLoggedIn(email: String, displayName: String) {
        update(.logIn) {
            $0.place = nil
            $0.isLoggedIn = true
            $0.email = email
            $0.displayName = displayName
        }
    }

    // MARK: - The person's account

    /// The logged-in person's name.
    public var displayName: String { state.displayName }
    /// The logged-in person's email address.
    public var email: String { state.email }

    /// Changes the name and email, and saves the change.
    public func updateProfile(displayName: String, email: String) {
        update(.updateProfile) {
            $0.displayName = displayName
            $0.email = email
        }
    }

    /// Keeps a problem report in the outbox, and saves the change.
    public func keepReport(message: String) {
        let keptAt = now()
        update(.keepReport) { $0.outbox.append(.init(message: message, keptAt: keptAt)) }
    }

    /// The reports waiting for delivery, oldest first.
    var outbox: [SessionState.Report] { state.outbox }

    /// Bookmarks and the outbox belong to the person, so they go with the session: the next person to log
    /// in on this device starts with none.
    public func markLoggedOut() {
        update(.logOut) { $0 = .empty }
    }

    // MARK: - Where the person was

    /// Where the person was when the app last went to the background; `nil` after a login, a
    /// logout or a clear, and when nobody is logged in.
    public var place: SavedPlace? { state.place }

    /// Keeps `place` (`nil` forgets it) for the next launch, with the session's durability, and
    /// returns whether that was saved. Nothing is kept while nobody is logged in, and a place past
    /// `SavedPlace`'s bounds is not kept. A place that cannot be saved is no change the person
    /// made: it is neither counted nor told to `onSaveFailure` (the app is going away), and the
    /// next launch opens where the file says.
    @discardableResult
    public func keepPlace(_ place: SavedPlace?) -> Bool {
        guard state.isLoggedIn, place?.isWithinBounds ?? true else { return false }
        guard place != state.place else { return true }
        let previous = state.place
        state.place = place
        guard let file else { return true }
        do {
            try file.write(state)
            return true
        } catch {
            state.place = previous
            return false
        }
    }

    // MARK: - Bookmarks

    /// Whether item `id` is saved.
    public func isBookmarked(id: String) -> Bool {
        state.bookmarks.contains(id: id)
    }

    /// Saves or removes item `id`, made where `sourceIdentifier` names ("home", "explore"), and
    /// saves the change.
    public func setBookmarked(_ isBookmarked: Bool, id: String, title: String, sourceIdentifier: String) {
        guard isBookmarked != self.isBookmarked(id: id) else { return }
        guard isBookmarked else { return removeBookmark(id: id) }
        let bookmark = SessionState.Bookmark(id: id, title: title, source: sourceIdentifier, savedAt: now())
        updateBookmarks(.addBookmark, { $0.bookmarks.insert(bookmark) }, undo: { $0.bookmarks.remove(id: id) })
    }

    /// Every saved item, in the order it was saved.
    public var bookmarks: BookmarkList { state.bookmarks }

    /// Removes item `id` if it is saved, and saves the change.
    public func removeBookmark(id: String) {
        guard let (bookmark, index) = state.bookmarks.place(of: id) else { return }
        updateBookmarks(
            .removeBookmark, { $0.bookmarks.remove(id: id) }, undo: { $0.bookmarks.insert(bookmark, at: index) })
    }
}
