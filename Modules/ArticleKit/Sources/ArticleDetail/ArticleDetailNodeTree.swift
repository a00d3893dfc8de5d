import Components
import HeadlessUI

/// An article's node tree: while it loads, the indicator; when it failed, the reason and Retry
/// (and, for a bookmarked article the server no longer has, Remove bookmark); once fetched, its
/// category, its text and the bookmark button.
struct ArticleDetailNodeTree {
    let components: Components

    /// Builds the tree for `viewModel`'s state; taps go back to it.
    func make(for viewModel: ArticleDetailViewModel) -> ViewNode {
        let states = ContentStateNodes(components: components)
        let nodes = states.make(
            viewModel.content.state, isRefreshing: viewModel.content.isShowingKept, identifier: "detail",
            loading: viewModel.strings.localized("detail.loading"),
            onRetry: { [weak viewModel] in viewModel?.retry() },
            loaded: { article in
                [
                    components.bookmarkDetail(
                        category: article.category,
                        body: article.body,
                        isBookmarked: viewModel.isBookmarked,
                        bookmarkTitle: viewModel.bookmarkButtonTitle
                    ) { [weak viewModel] in
                        viewModel?.toggleBookmark()
                    }
                ]
            })
        if viewModel.isGoneButBookmarked {
            let remove = components.destructiveButton(
                viewModel.strings.localized("detail.removeBookmark"), identifier: "detail.bookmark"
            ) { [weak viewModel] in
                viewModel?.removeBookmark()
            }
            return components.screen(nodes + [remove])
        }
        return nodes.count == 1 && viewModel.article != nil ? nodes[0] : components.screen(nodes)
    }
}
