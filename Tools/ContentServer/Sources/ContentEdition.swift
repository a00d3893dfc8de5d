/// Which articles the server has published when it answers a request: the scenario decides.
enum ContentEdition: Equatable, Sendable {
    /// The bundled feed and catalogue.
    case bundled
    /// The bundled content with the new article on top of the feed, once `new-article` has
    /// published it.
    case withNewArticle
    /// Nothing yet (`empty`): an empty feed, an empty catalogue, no article.
    case nothing
    /// The bundled content with a long archive after the feed (`long-feed`): enough for a
    /// hundred pages of twenty.
    case longFeed
}
