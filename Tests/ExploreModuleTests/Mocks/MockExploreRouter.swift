import ArticleKit

@testable import ExploreModule

/// Records every transition the search screen asks for; can be told to refuse.
final class MockExploreRouter: ExploreRouting {
    private(set) var shownItems: [Article] = []
    var errorToThrow: ExploreRoutingError?

    func showDetail(of item: Article) throws(ExploreRoutingError) {
        shownItems.append(item)
        if let errorToThrow { throw errorToThrow }
    }
}
