import ArticleKit

@testable import HomeModule

/// Records every transition the feed asks for; can be told to refuse.
final class MockHomeRouter: HomeRouting {
    private(set) var shownItems: [Article] = []
    var errorToThrow: HomeRoutingError?

    func showDetail(of item: Article) throws(HomeRoutingError) {
        shownItems.append(item)
        if let errorToThrow { throw errorToThrow }
    }
}
