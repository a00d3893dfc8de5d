@testable import HomeModule

/// Records every transition the feed asks for; can be told to refuse.
final class MockHomeRouter: HomeRouting {
    private(set) var shownItems: [FeedItem] = []
    var errorToThrow: HomeRoutingError?

    func showDetail(of item: FeedItem) throws(HomeRoutingError) {
        shownItems.append(item)
        if let errorToThrow { throw errorToThrow }
    }
}
