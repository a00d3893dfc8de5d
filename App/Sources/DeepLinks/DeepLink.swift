/// A place in the app a link can open. Every case is a logged-in destination.
public enum DeepLink: Equatable {
    /// The Home feed.
    case home
    /// One Home item's detail.
    case homeItem(id: String)
    /// The Explore search; `query` fills the search field.
    case explore(query: String?)
    /// One Explore item's detail.
    case exploreItem(id: String)
    /// The saved items.
    case bookmarks
    /// One saved article's detail, opened from the saved items.
    case bookmarksItem(id: String)
    /// The account screen.
    case profile
    /// A feature module that only its own link reaches (`LinkedFeatures`), by the link's host;
    /// it is shown over the tabs.
    case linkedFeature(host: String)

    /// The tab the link opens; `nil` for a linked feature, shown over whichever tab is selected.
    var tab: MainTab? {
        switch self {
        case .home, .homeItem: .home
        case .explore, .exploreItem: .explore
        case .bookmarks, .bookmarksItem: .bookmarks
        case .profile: .profile
        case .linkedFeature: nil
        }
    }
}
