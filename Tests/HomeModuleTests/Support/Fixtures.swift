import DesignSystem
import TestSupport

@testable import HomeModule

extension MockArticleBookmarks: HomeSessionStoring {}

/// Dependencies for building screens in tests.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks()
) throws -> HomeDependencies {
    HomeDependencies(theme: try theme(appearance), sessionStore: store)
}
