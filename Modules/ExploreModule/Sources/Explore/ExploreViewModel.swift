import ArticleKit
import Components
import DesignSystem

/// Decides which catalogue entries match the search and where a tapped entry leads.
final class ExploreViewModel: ScreenViewModel {
    /// What the search results show for one catalogue entry.
    struct Row: Equatable {
        /// The entry's id.
        let id: String
        /// The entry's headline.
        let title: String
        /// The entry's category, on the line under the headline.
        let subtitle: String
    }

    /// The text in the search field.
    private(set) var query: String
    /// The entries matching `query`, in catalogue order.
    private(set) var results: [Row]
    /// Why the catalogue or an entry could not be shown; `nil` when all is well.
    private(set) var errorMessage: String?
    var onChange: (() -> Void)?

    private let catalogue: LoadedArticles
    private let searchable: [SearchableCatalogueItem]
    private let router: any ExploreRouting
    private let strings: LocalizedStrings

    /// Shows the loaded catalogue (or the reason it did not load), with
    /// `initialQuery` already in the search field.
    ///
    /// - Parameter folded: The catalogue's entries with their search text folded, once per
    ///   process (`CatalogueLoader.bundledSearchable`), not once per screen.
    init(
        catalogue: Result<[Article], ArticleLoadingError>,
        folded: [SearchableCatalogueItem],
        initialQuery: String,
        router: any ExploreRouting,
        strings: LocalizedStrings
    ) {
        self.strings = strings
        self.catalogue = LoadedArticles(catalogue, failurePrefix: strings.localized("explore.error.load"))
        searchable = folded
        errorMessage = self.catalogue.failure
        query = initialQuery
        results = Self.rows(for: CatalogueSearch.filter(searchable, query: initialQuery))
        self.router = router
    }

    /// Whether to say "No results": the catalogue loaded but nothing matches the query.
    var showsNoResults: Bool { results.isEmpty && catalogue.failure == nil }

    /// Filters the catalogue for the new text in the search field.
    func updateQuery(_ text: String) {
        query = text
        results = Self.rows(for: CatalogueSearch.filter(searchable, query: text))
        // A failed push belongs to the results it was tapped in; new results start clean.
        errorMessage = catalogue.failure
        onChange?()
    }

    /// Opens the tapped entry with `id`; a failure is shown instead of being lost.
    func didTapEntry(id: String) {
        do {
            try openDetail(id: id)
            update(error: catalogue.failure)
        } catch {
            update(error: error.message)
        }
    }

    /// Opens a linked destination through the same route a tap takes. The screen shows nothing
    /// for a link it refused: the link's outcome says why.
    ///
    /// - Throws: `ArticleOpeningError` when the destination cannot be shown.
    func open(_ destination: ExploreBuilder.Destination) throws(ArticleOpeningError) {
        switch destination {
        case let .detail(itemID): try openDetail(id: itemID)
        }
    }

    private func openDetail(id: String) throws(ArticleOpeningError) {
        let entry = try catalogue.article(
            id: id, unknown: strings.localized("explore.error.unknownEntry", .text(id)))
        do {
            try router.route(to: .detail(entry))
        } catch {
            throw .notShown(entry, reason: error.message(in: strings.language), language: strings.language)
        }
    }

    private func update(error: String?) {
        guard error != errorMessage else { return }
        errorMessage = error
        onChange?()
    }

    private static func rows(for items: [Article]) -> [Row] {
        items.map { Row(id: $0.id, title: $0.title, subtitle: $0.category) }
    }
}
