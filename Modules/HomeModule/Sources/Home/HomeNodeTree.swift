import ArticleKit
import Components
import HeadlessUI

/// The feed screen's node tree: an error line (hidden while there is none) above the feed in
/// its state: loading, failed with Retry, empty, or the list, which refreshes when pulled down.
final class HomeNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; taps and pulls go back to it.
    func make(for viewModel: HomeViewModel) -> ViewNode {
        let states = ContentStateNodes(components: components)
        // Only while there is more: a failed page waits for its Retry, and the end for nothing.
        var reachEnd: (@MainActor () -> Void)?
        if viewModel.nextPage == .available { reachEnd = { [weak viewModel] in viewModel?.loadNextPage() } }
        let content = states.make(
            viewModel.content.state, isRefreshing: viewModel.content.isShowingKept, identifier: "home",
            loading: viewModel.strings.localized("home.loading"),
            onRetry: { [weak viewModel] in viewModel?.reload() },
            loaded: { _ in
                let rows = viewModel.rows
                // An empty feed keeps its (empty) list, so pulling it down still asks for newer content.
                let empty =
                    rows.isEmpty
                    ? [components.emptyState(viewModel.strings.localized("home.empty"), identifier: "home.empty")] : []
                return empty + [
                    components.list(
                        rows.map { row in
                            components.listRow(
                                title: row.title, subtitle: row.subtitle, identifier: "home.item.\(row.id)",
                                action: { [weak viewModel] in viewModel?.didTapArticle(id: row.id) })
                        },
                        identifier: "home.list",
                        onRefresh: { [weak viewModel] in viewModel?.reload() },
                        onReachEnd: reachEnd)
                ]
                    + states.make(
                        viewModel.nextPage, identifier: "home",
                        onRetry: { [weak viewModel] in viewModel?.loadNextPage() })
            })
        return components.screen([components.errorMessage(viewModel.errorMessage, identifier: "home.error")] + content)
    }
}
