import DesignSystem
import TestSupport

@testable import ExploreModule

extension MockArticleBookmarks: ExploreSessionStoring {}

/// Dependencies for building screens in tests.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    initialQuery: String = ""
) throws -> ExploreDependencies {
    ExploreDependencies(theme: try theme(appearance), sessionStore: store, initialQuery: initialQuery)
}
