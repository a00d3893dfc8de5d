import Foundation

/// Everything the session keeps, as one value so that a write replaces it whole. Holds no
/// password: there is no field for one.
struct SessionState: Equatable {
    /// One saved item.
    struct Bookmark: Equatable {
        var id: String
        var title: String
        var source: String
        var savedAt: Date
    }

    var isLoggedIn = false
    var displayName = ""
    var email = ""
    var bookmarks: [Bookmark] = []

    /// The logged-out, empty state.
    static let empty = SessionState()
}

extension SessionState {
    /// The property-list form stored in UserDefaults.
    var propertyList: [String: Any] {
        [
            "isLoggedIn": isLoggedIn,
            "displayName": displayName,
            "email": email,
            "bookmarks": bookmarks.map { bookmark -> [String: Any] in
                ["id": bookmark.id, "title": bookmark.title, "source": bookmark.source, "savedAt": bookmark.savedAt]
            },
        ]
    }

    /// Reads the property-list form; `nil` when a field has the wrong type.
    init?(propertyList: [String: Any]) {
        guard let isLoggedIn = propertyList["isLoggedIn"] as? Bool,
            let displayName = propertyList["displayName"] as? String,
            let email = propertyList["email"] as? String,
            let rawBookmarks = propertyList["bookmarks"] as? [[String: Any]]
        else { return nil }
        var bookmarks: [Bookmark] = []
        for raw in rawBookmarks {
            guard let id = raw["id"] as? String, let title = raw["title"] as? String,
                let source = raw["source"] as? String, let savedAt = raw["savedAt"] as? Date
            else { return nil }
            bookmarks.append(Bookmark(id: id, title: title, source: source, savedAt: savedAt))
        }
        self.init(isLoggedIn: isLoggedIn, displayName: displayName, email: email, bookmarks: bookmarks)
    }
}
