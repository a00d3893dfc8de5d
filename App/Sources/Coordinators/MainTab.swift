import HeadlessUI

/// The tabs of the logged-in app, in order, with what each shows in the tab bar.
enum MainTab: Int, CaseIterable {
    case home
    case explore
    case bookmarks
    case profile

    /// The tab's title.
    var title: String {
        switch self {
        case .home: "Home"
        case .explore: "Explore"
        case .bookmarks: "Bookmarks"
        case .profile: "Profile"
        }
    }

    /// The tab bar item, with the identifier tests and flows tap.
    var item: TabBarItem {
        let symbol =
            switch self {
            case .home: "house"
            case .explore: "magnifyingglass"
            case .bookmarks: "bookmark"
            case .profile: "person.crop.circle"
            }
        return TabBarItem(title: title, image: symbol, identifier: "tab.\(title.lowercased())", tag: rawValue)
    }

    /// The tab whose title is `name`, ignoring case (`tab explore` in the interactive session).
    init?(name: String) {
        guard let tab = Self.allCases.first(where: { $0.title.lowercased() == name.lowercased() }) else { return nil }
        self = tab
    }
}
