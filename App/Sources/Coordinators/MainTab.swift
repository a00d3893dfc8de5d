import DesignSystem
import HeadlessUI

/// The tabs of the logged-in app, in order, with what each shows in the tab bar.
public enum MainTab: Int, CaseIterable {
    case home
    case explore
    case bookmarks
    case profile

    /// The tab's English title: its name in `tab NAME` and in its identifier, whatever the
    /// language.
    public var title: String {
        switch self {
        case .home: "Home"
        case .explore: "Explore"
        case .bookmarks: "Bookmarks"
        case .profile: "Profile"
        }
    }

    /// The tab's title as `strings` word it.
    func title(in strings: LocalizedStrings) -> String {
        switch self {
        case .home: strings.localized("tab.home")
        case .explore: strings.localized("tab.explore")
        case .bookmarks: strings.localized("tab.bookmarks")
        case .profile: strings.localized("tab.profile")
        }
    }

    /// The identifier tests and flows tap (`tab.home`), the same in every language.
    public var identifier: String { "tab.\(title.lowercased())" }

    /// The tab bar item in `language`, with the identifier tests and flows tap.
    func item(in language: Language) -> TabBarItem {
        let symbol =
            switch self {
            case .home: "house"
            case .explore: "magnifyingglass"
            case .bookmarks: "bookmark"
            case .profile: "person.crop.circle"
            }
        return TabBarItem(
            title: title(in: LocalizedStrings(bundle: .module, language: language)), image: symbol,
            identifier: identifier, tag: rawValue)
    }

    /// The tab whose title is `name`, ignoring case (`tab explore` in the interactive session).
    public init?(name: String) {
        guard let tab = Self.allCases.first(where: { $0.title.lowercased() == name.lowercased() }) else { return nil }
        self = tab
    }
}
