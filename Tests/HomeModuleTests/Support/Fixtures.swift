import DesignSystem
import HeadlessUI
import NavigationKit
import TestSupport

@testable import HomeModule

extension MockArticleBookmarks: HomeSessionStoring {}

/// Dependencies for building screens in tests.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    router: Router = Router(rootController: NavigationController())
) throws -> HomeDependencies {
    HomeDependencies(theme: try theme(appearance), sessionStore: store, router: router)
}

/// The feed at the root of a visible navigation stack, as App shows it.
func feedOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks()
) throws -> ScreenHarness {
    try ScreenHarness(theme: try theme(appearance)) { router in
        HomeBuilder.build(dependencies: try dependencies(appearance, store: store, router: router))
    }
}
