import ArticleKit
import ContentServices
import ExploreModule
import Foundation
import HomeModule

/// The services the features are given, each as the one narrow protocol its feature declares:
/// registered once, here, for the whole app. No feature sees the
/// services module; each sees only what it asked for.
public struct AppServices: Sendable {
    /// The Home feed.
    public var feed: any HomeContentLoading
    /// Explore's search.
    public var search: any ExploreContentLoading
    /// An opened article's text, for every feature's details.
    public var articles: any ArticleLoading
    /// How long Explore waits for typing to pause before it asks `search`: a pause that spares
    /// a server a request per keystroke, and that services answering from memory do not need.
    public var searchDelay: Duration

    /// Services given one by one (tests give fixtures).
    public init(
        feed: any HomeContentLoading, search: any ExploreContentLoading, articles: any ArticleLoading,
        searchDelay: Duration = ExploreDependencies.defaultSearchDelay
    ) {
        self.feed = feed
        self.search = search
        self.articles = articles
        self.searchDelay = searchDelay
    }

    /// The app's real services: one content service on `configuration`, seen by each feature
    /// through its own protocol.
    public static func live(_ configuration: ContentServiceConfiguration) -> AppServices {
        let service = ContentService(configuration: configuration)
        return AppServices(feed: service, search: service, articles: service)
    }
}
