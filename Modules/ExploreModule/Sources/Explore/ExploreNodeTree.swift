import Components
import HeadlessUI

/// The search screen's node tree. The search field is the screen convention's exception: it
/// is built once and placed in every rebuilt view, so it keeps its focus and text while the
/// results under it change with every keystroke.
final class ExploreNodeTree {
    private let components: Components
    private let searchField: ViewNode

    /// Builds the search field with `query` in it; `onQueryChange` receives every edit.
    init(components: Components, query: String, onQueryChange: @escaping @MainActor (String) -> Void) {
        self.components = components
        searchField = components.textField(
            label: "Search",
            identifier: "explore.search",
            placeholder: "Title or category",
            value: query,
            onChange: onQueryChange
        )
    }

    /// The search field with `results` under it, "No results" when `showsNoResults`, and an
    /// error line while `errorMessage` is set; `onSelect` receives the id of a tapped entry.
    func make(
        results: [ExploreRow],
        showsNoResults: Bool,
        errorMessage: String?,
        onSelect: @escaping @MainActor (String) -> Void
    ) -> ViewNode {
        let rows = results.map { row in
            components.listRow(
                title: row.title,
                subtitle: row.subtitle,
                identifier: "explore.item.\(row.id)",
                action: { onSelect(row.id) }
            )
        }
        var content = [searchField, components.errorMessage(errorMessage, identifier: "explore.error")]
        if showsNoResults {
            content.append(components.emptyState("No results", identifier: "explore.empty"))
        } else {
            content.append(components.list(rows, identifier: "explore.list"))
        }
        return components.screen(content)
    }
}
