import Components
import DesignSystem
import HeadlessUI

/// The saved-items node tree: the bookmarks, each with a Remove button, or an empty state.
struct BookmarksNodeTree {
    let components: Components

    /// Builds the tree; `onRemove` receives the id of the bookmark whose Remove was tapped.
    func make(rows: [BookmarksViewModel.Row], onRemove: @escaping @MainActor (String) -> Void) -> ViewNode {
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        guard !rows.isEmpty else {
            return components.screen([
                components.emptyState(strings.localized("bookmarks.empty"), identifier: "bookmarks.empty")
            ])
        }
        let remove = strings.localized("bookmarks.remove")
        let list = components.list(
            rows.map { row in
                components.listRow(
                    title: row.title,
                    subtitle: row.subtitle,
                    accessory: .button(
                        title: remove, identifier: "bookmarks.remove.\(row.id)", action: { onRemove(row.id) }),
                    identifier: "bookmarks.item.\(row.id)"
                )
            },
            identifier: "bookmarks.list"
        )
        let count = components.caption(
            strings.localized("bookmarks.count", .number(rows.count)), identifier: "bookmarks.count")
        return components.screen([count, list])
    }
}
