import ArticleKit

/// The feed the module ships as `feed.json`.
enum FeedLoader {
    /// How the feed and its items are named in loading messages.
    static let collection = ArticleCollection(
        name: "feed", resource: "feed", owner: "HomeModule", element: "item", elements: "items")

    /// The bundled feed, read once per process: it never changes while the app runs.
    static let bundled: Result<[Article], ArticleLoadingError> = Result { () throws(ArticleLoadingError) in
        try ArticleLoader.loadBundled(collection, from: .module)
    }
}
