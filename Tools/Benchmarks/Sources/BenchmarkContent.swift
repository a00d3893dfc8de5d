import App
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
}
