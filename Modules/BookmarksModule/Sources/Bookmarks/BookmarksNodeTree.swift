import Components
import HeadlessUI

/// The saved-items node tree: the bookmarks, each with a Remove button, or an empty state.
struct BookmarksNodeTree {
    let components: Components

    /// Builds the tree; `onRemove` receives the id of the bookmark whose Remove was tapped.
    func make(rows: [BookmarkRow], onRemove: @escaping @MainActor (String) -> Void) -> ViewNode {
        guard !rows.isEmpty else {
            return components.screen([components.emptyState("No bookmarks yet", identifier: "bookmarks.empty")])
        }
        let list = components.list(
            rows.map { row in
                components.listRow(
                    title: row.title,
                    subtitle: row.subtitle,
                    accessory: .button(
                        title: "Remove", identifier: "bookmarks.remove.\(row.id)", action: { onRemove(row.id) }),
                    identifier: "bookmarks.item.\(row.id)"
                )
            },
            identifier: "bookmarks.list"
        )
        return components.screen([list])
    }
}
