/// Decides what a catalogue entry's detail shows and keeps its bookmark in step with the session.
final class ExploreDetailViewModel {
    /// The entry shown.
    let item: CatalogueItem
    /// Whether the session holds a bookmark for the entry, as last read.
    private(set) var isBookmarked: Bool
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let sessionStore: any ExploreSessionStoring

    /// Creates the view model and reads the bookmark's current state.
    init(item: CatalogueItem, sessionStore: any ExploreSessionStoring) {
        self.item = item
        self.sessionStore = sessionStore
        isBookmarked = sessionStore.isBookmarked(id: item.id)
    }

    /// The bookmark button's title for the current state.
    var bookmarkButtonTitle: String { isBookmarked ? "Remove bookmark" : "Bookmark" }

    /// Reads the bookmark again: another tab may have removed it while this screen was away.
    func refresh() {
        update(isBookmarked: sessionStore.isBookmarked(id: item.id))
    }

    /// Saves the bookmark when there is none, removes it otherwise.
    func toggleBookmark() {
        // The session is the truth: toggle what it holds, not what this screen last saw.
        let wanted = !sessionStore.isBookmarked(id: item.id)
        sessionStore.setBookmarked(wanted, id: item.id, title: item.title, source: "explore")
        update(isBookmarked: sessionStore.isBookmarked(id: item.id))
    }

    private func update(isBookmarked newValue: Bool) {
        guard newValue != isBookmarked else { return }
        isBookmarked = newValue
        onChange?()
    }
}
