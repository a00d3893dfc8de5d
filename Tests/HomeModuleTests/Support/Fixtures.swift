import DesignSystem

@testable import HomeModule

extension FeedItem {
    /// An article with predictable text, for tests that do not need the bundled feed.
    static func sample(id: String, title: String? = nil, category: String = "Testing") -> FeedItem {
        FeedItem(
            id: id,
            title: title ?? "Article \(id)",
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
    store: MockHomeSessionStore = MockHomeSessionStore()
) throws -> HomeDependencies {
    HomeDependencies(theme: try theme(appearance), sessionStore: store)
}
