import ArticleKit
import Components
import DesignSystem
import HeadlessUI

/// The search screen's node tree. The search field is the screen convention's exception: it
/// is made on the first build, with the view model's query in it, and placed in every rebuilt
/// view, so it keeps its focus and text while the results under it change with every search.
final class ExploreNodeTree {
    private let components: Components
    private var searchField: ViewNode?

    init(components: Components) {
        self.components = components
    }

    /// The search field above an error line (while an entry could not be opened) and the search
    /// in its state: loading, failed with Retry, "No results", or the results, which search
    /// again when pulled down.
    func make(for viewModel: ExploreViewModel) -> ViewNode {
        let searchField = self.searchField ?? makeSearchField(for: viewModel)
        // Typing changes the field first, so the two differ only when the query was set without
        // typing: a restored search.
        if searchField.value ?? "" != viewModel.query { searchField.value = viewModel.query }
        self.searchField = searchField
        let states = ContentStateNodes(components: components)
        // Only while there is more: a failed page waits for its Retry, and the end for nothing.
        var reachEnd: (@MainActor () -> Void)?
        if viewModel.nextPage == .available { reachEnd = { [weak viewModel] in viewModel?.loadNextPage() } }
        let content = states.make(
            viewModel.content.state, isRefreshing: viewModel.content.isShowingKept, identifier: "explore",
            loading: viewModel.strings.localized("explore.loading"),
            onRetry: { [weak viewModel] in viewModel?.reload() },
            loaded: { _ in
                let rows = viewModel.results.map { row in
                    components.listRow(
                        title: row.title, subtitle: row.subtitle, identifier: "explore.item.\(row.id)",
                        action: { [weak viewModel] in viewModel?.didTapEntry(id: row.id) })
                }
                let empty =
                    viewModel.showsNoResults
                    ? [components.emptyState(viewModel.strings.localized("explore.empty"), identifier: "explore.empty")]
                    : []
                return empty + [
                    components.list(
                        rows, identifier: "explore.list", onRefresh: { [weak viewModel] in viewModel?.reload() },
                        onReachEnd: reachEnd)
                ]
                    + states.make(
                        viewModel.nextPage, identifier: "explore",
                        onRetry: { [weak viewModel] in viewModel?.loadNextPage() })
            })
        return components.screen(
            [searchField, components.errorMessage(viewModel.errorMessage, identifier: "explore.error")] + content)
    }

    private func makeSearchField(for viewModel: ExploreViewModel) -> ViewNode {
        components.textField(
            label: viewModel.strings.localized("explore.search"),
            identifier: "explore.search",
            placeholder: viewModel.strings.localized("explore.search.placeholder"),
            value: viewModel.query,
            onChange: { [weak viewModel] text in viewModel?.updateQuery(text) }
        )
    }
}
