import ArticleKit
import Components
import NavigationKit

/// Carries out the saved-items list's routes through the Router of its stack.
final class BookmarksRouter: BookmarksRouting {
    private let dependencies: BookmarksDependencies

    init(dependencies: BookmarksDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: BookmarksRoute) throws(RoutingError) {
        guard let router = dependencies.router else { throw .notShown }
        switch route {
        case let .detail(id, title):
            // Bookmarked again after a removal in the detail, the article keeps where it was found.
            let source =
                dependencies.sessionStore.savedBookmarks().first { $0.id == id }?.source
                ?? BookmarksBuilder.bookmarkSource
            try router.pushScreen(
                ArticleDetailFactory.make(
                    id: id, title: title, articles: dependencies.articles, source: source,
                    bookmarks: dependencies.sessionStore, components: Components(theme: dependencies.theme)))
        }
    }
}
