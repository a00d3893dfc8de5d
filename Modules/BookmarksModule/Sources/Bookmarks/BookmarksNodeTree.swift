import Components
import HeadlessUI

/// The saved-items node tree: an error line (hidden while there is none) above the bookmarks,
/// each a row that opens the article with a Remove button, or the empty state.
final class BookmarksNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; taps go back to it.
    func make(for viewModel: BookmarksViewModel) -> ViewNode {
        let strings = viewModel.strings
        let error = components.errorMessage(viewModel.errorMessage, identifier: "bookmarks.error")
        let rows = viewModel.rows
        guard !rows.isEmpty else {
            return components.screen([
                error, components.emptyState(strings.localized("bookmarks.empty"), identifier: "bookmarks.empty"),
            ])
        }
        let remove = strings.localized("bookmarks.remove")
        let list = components.list(
            rows.map { row in
                components.listRow(
                    title: row.title,
                    subtitle: row.subtitle,
                    accessory: .button(
                        title: remove, identifier: "bookmarks.remove.\(row.id)",
                        action: { [weak viewModel] in viewModel?.remove(id: row.id) }),
                    identifier: "bookmarks.item.\(row.id)",
                    action: { [weak viewModel] in viewModel?.didTapBookmark(id: row.id) }
                )
            },
            identifier: "bookmarks.list"
        )
        let count = components.caption(
            strings.localized("bookmarks.count", .number(rows.count)), identifier: "bookmarks.count")
        return components.screen([error, count, list])
    }
}
