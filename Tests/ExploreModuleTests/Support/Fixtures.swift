import DesignSystem
import HeadlessUI
import NavigationKit
import TestSupport

@testable import ExploreModule

extension MockArticleBookmarks: ExploreSessionStoring {}

/// Dependencies for building screens in tests.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    initialQuery: String = "",
    router: Router = Router(rootController: NavigationController())
) throws -> ExploreDependencies {
    ExploreDependencies(theme: try theme(appearance), sessionStore: store, router: router, initialQuery: initialQuery)
}

/// The search screen at the root of a visible navigation stack, as App shows it.
func searchOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    initialQuery: String = ""
) throws -> ScreenHarness {
    try ScreenHarness(theme: try theme(appearance)) { router in
        ExploreBuilder.build(
            dependencies: try dependencies(appearance, store: store, initialQuery: initialQuery, router: router))
    }
}
