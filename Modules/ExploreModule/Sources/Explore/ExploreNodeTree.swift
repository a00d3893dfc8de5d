import Components
import DesignSystem
import HeadlessUI

/// The search screen's node tree. The search field is the screen convention's exception: it
/// is built once and placed in every rebuilt view, so it keeps its focus and text while the
/// results under it change with every keystroke.
final class ExploreNodeTree {
    private let components: Components
    private let searchField: ViewNode
    private let noResults: String

    /// Builds the search field with `query` in it; `onQueryChange` receives every edit.
    init(components: Components, query: String, onQueryChange: @escaping @MainActor (String) -> Void) {
        self.components = components
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        noResults = strings.localized("explore.empty")
        searchField = components.textField(
            label: strings.localized("explore.search"),
            identifier: "explore.search",
            placeholder: strings.localized("explore.search.placeholder"),
            value: query,
            onChange: onQueryChange
        )
    }

    /// The search field with `results` under it, "No results" when `showsNoResults`, and an
    /// error line while `errorMessage` is set; `onSelect` receives the id of a tapped entry.
    func make(
        results: [ExploreViewModel.Row],
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
            content.append(components.emptyState(noResults, identifier: "explore.empty"))
        } else {
            content.append(components.list(rows, identifier: "explore.list"))
        }
        return components.screen(content)
    }
}
