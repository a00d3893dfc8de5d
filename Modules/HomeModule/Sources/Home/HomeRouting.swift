import ArticleKit
import NavigationKit

/// Every place the feed can lead.
enum HomeRoute: Equatable {
    /// The detail screen of an article, pushed on the feed's stack.
    case detail(Article)
}

/// How the feed's view model asks for a route; it knows no screen and no Router.
protocol HomeRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when the detail cannot be pushed.
    func route(to route: HomeRoute) throws(RoutingError)
}
