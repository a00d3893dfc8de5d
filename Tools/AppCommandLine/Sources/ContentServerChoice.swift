import App
import ContentServices
import FlowFileHost
import Foundation

/// Which content server the apps a command launches talk to (`--content-url`).
enum ContentServerChoice: Equatable {
    /// The server the command starts on loopback by itself: no set-up.
    case embedded
    /// The configuration's own `contentBaseURL` (dev's is `App serve-content`'s default port).
    case configured
    /// A server at this URL.
    case url(URL)

    /// The choice `text` names: `configured`, or a content server's base URL.
    ///
    /// - Throws: Why `text` cannot be a base URL.
    init(_ text: String) throws(ContentBaseURL.Problem) {
        if text == "configured" {
            self = .configured
            return
        }
        self = .url(try ContentBaseURL.parse(text))
    }

    /// `options` talking to this server: the embedded one is started on first use.
    ///
    /// - Throws: Why the embedded server could not start.
    @MainActor
    func applied(to options: LaunchOptions) throws -> LaunchOptions {
        var options = options
        switch self {
        case .embedded: options.contentBaseURL = try EmbeddedContentServer.shared().baseURL
        case .configured: options.contentBaseURL = nil
        case let .url(url): options.contentBaseURL = url
        }
        return options
    }

    /// The server a flow host is told to use: `nil` for the embedded one, which the host starts
    /// and switches by itself.
    @MainActor
    func hostURL(for configurationName: String) throws -> URL? {
        switch self {
        case .embedded: nil
        case .configured: try AppConfigurations.named(configurationName).contentBaseURL
        case let .url(url): url
        }
    }
}
