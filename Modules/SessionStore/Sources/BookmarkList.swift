import Foundation

/// The saved bookmarks in the order they were saved, indexed by id: looking one up, adding one
/// and removing one cost the same with 100,000 saved as with ten. A removal leaves a gap that
/// later compaction closes, so removing from the middle never shifts the rest one by one.
public nonisolated struct BookmarkList: Equatable, Sendable, Sequence {
    /// Gaps left by removals; `nil` where a bookmark was removed.
    private var slots: [SessionState.Bookmark?] = []
    /// Where each id's bookmark sits in `slots`.
    private var positions: [String: Int] = [:]

    /// An empty list.
    public init() {}

    /// The bookmarks in `bookmarks`, in order; a repeated id keeps its first bookmark.
    init(_ bookmarks: some Sequence<SessionState.Bookmark>) {
        for bookmark in bookmarks { insert(bookmark) }
    }

    /// How many bookmarks are saved.
    var count: Int { positions.count }

    /// Whether nothing is saved.
    var isEmpty: Bool { positions.isEmpty }

    /// Whether a bookmark with this id is saved.
    func contains(id: String) -> Bool {
        positions[id] != nil
    }

    /// Saves `bookmark` after all the others; `false` (and no change) when its id is saved.
    @discardableResult
    public mutating func insert(_ bookmark: SessionState.Bookmark) -> Bool {
        guard positions[bookmark.id] == nil else { return false }
        positions[bookmark.id] = slots.count
        slots.append(bookmark)
        return true
    }

    /// The bookmark with this id and how many saved bookmarks come before it; `nil` when none.
    func place(of id: String) -> (bookmark: SessionState.Bookmark, index: Int)? {
        guard let position = positions[id], let bookmark = slots[position] else { return nil }
        return (bookmark, slots[..<position].reduce(0) { $1 == nil ? $0 : $0 + 1 })
    }

    /// Saves `bookmark` with `index` bookmarks before it (after all of them when there are
    /// fewer); `false` (and no change) when its id is saved. Rebuilds the list: for undoing a
    /// removal, not for everyday use.
    @discardableResult
    mutating func insert(_ bookmark: SessionState.Bookmark, at index: Int) -> Bool {
        guard positions[bookmark.id] == nil else { return false }
        var bookmarks = Array(self)
        bookmarks.insert(bookmark, at: Swift.min(Swift.max(index, 0), bookmarks.count))
        self = BookmarkList(bookmarks)
        return true
    }

    /// Removes the bookmark with this id; `false` when there was none.
    @discardableResult
    mutating func remove(id: String) -> Bool {
        guard let position = positions.removeValue(forKey: id) else { return false }
        slots[position] = nil
        // Closing the gaps costs a pass over the list, so it waits until they are half of it.
        if slots.count > 64, positions.count < slots.count / 2 { compact() }
        return true
    }

    /// The bookmarks in the order they were saved.
    public func makeIterator() -> some IteratorProtocol<SessionState.Bookmark> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }

    /// Whether the two lists hold the same bookmarks in the same order.
    public static func == (left: BookmarkList, right: BookmarkList) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }

    private mutating func compact() {
        let kept = slots.compactMap { $0 }
        for (position, bookmark) in kept.enumerated() { positions[bookmark.id] = position }
        slots = kept
    }
}
