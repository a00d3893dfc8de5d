import Components
import HeadlessUI

/// The feed screen's node tree: an error line (hidden while there is none) above the list.
struct HomeNodeTree {
    let components: Components

    /// Builds the tree; `onSelect` receives the id of a tapped article.
    func make(rows: [HomeViewModel.Row], errorMessage: String?, onSelect: @escaping @MainActor (String) -> Void)
        -> ViewNode
    {
        let list = components.list(
            rows.map { row in
                components.listRow(
                    title: row.title,
                    subtitle: row.subtitle,
                    identifier: "home.item.\(row.id)",
                    action: { onSelect(row.id) }
                )
            },
            identifier: "home.list"
        )
        return components.screen([components.errorMessage(errorMessage, identifier: "home.error"), list])
    }
}
