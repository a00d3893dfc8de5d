import App
import ContentServices
import FlowFileHost
import Foundation

/// The content server the benchmarks' apps talk to: the embedded one on loopback, as `App demo`
/// and `App test` use, so each figure includes what the app really does to get its content.
enum BenchmarkContent {
    /// `options` talking to the embedded content server.
    ///
    /// - Throws: Why the server could not start.
    @MainActor
    static func options(_ options: LaunchOptions) throws -> LaunchOptions {
        var options = options
        options.contentBaseURL = try EmbeddedContentServer.shared().baseURL
        return options
    }

    /// The embedded server's content, asked of it once per request and answered from memory
    /// after that, with Explore asking at once (see `RememberedContent`): for the rows that time
    /// the app's own cost, not loopback round trips and the server's memory.
    ///
    /// - Throws: Why the server could not start.
    @MainActor
    static func remembered() throws -> AppServices {
        let server = try EmbeddedContentServer.shared()
        server.switchScenario(to: .normal)
        let live = AppServices.live(ContentServiceConfiguration(baseURL: server.baseURL))
        let content = RememberedContent(feed: live.feed, search: live.search, articles: live.articles)
        return AppServices(feed: content, search: content, articles: content, searchDelay: .zero)
    }
}
