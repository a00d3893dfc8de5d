import DesignSystem

@testable import ExploreModule

extension CatalogueItem {
    /// An entry with predictable text, for tests that do not need the bundled catalogue.
    static func sample(id: String, title: String? = nil, category: String = "Testing") -> CatalogueItem {
        CatalogueItem(
            id: id,
            title: title ?? "Entry \(id)",
            category: category,
            summary: "Summary of \(id).",
            body: "Body of \(id)."
        )
    }
}

/// The bundled theme for `appearance`.
func theme(_ appearance: Theme.Appearance) throws -> Theme {
    try DesignTokens.bundled().theme(appearance)
}

/// Dependencies for building screens in tests.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockExploreSessionStore = MockExploreSessionStore(),
    initialQuery: String = ""
) throws -> ExploreDependencies {
    ExploreDependencies(theme: try theme(appearance), sessionStore: store, initialQuery: initialQuery)
}
