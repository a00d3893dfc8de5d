import ArticleKit

/// The catalogue the module ships as `catalogue.json`.
enum CatalogueLoader {
    /// How the catalogue and its entries are named in loading messages.
    static let collection = ArticleCollection(
        name: "catalogue", resource: "catalogue", owner: "ExploreModule", element: "entry", elements: "entries")

    /// The bundled catalogue, read once per process: it never changes while the app runs.
    static let bundled: Result<[Article], ArticleLoadingError> = Result { () throws(ArticleLoadingError) in
        try ArticleLoader.loadBundled(collection, from: .module)
    }

    /// The bundled entries with their search text folded, once per process rather than once
    /// per Explore screen, which every search-tab visit and deep link builds.
    static let bundledSearchable: [SearchableCatalogueItem] =
        switch bundled {
        case let .success(entries): entries.map(SearchableCatalogueItem.init)
        // The screen shows why the catalogue did not load; there is nothing to search.
        case .failure: []
        }
}
