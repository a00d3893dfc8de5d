import App
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

    /// The choice `text` names: `configured`, or an http or https URL with a host; `nil` for
    /// anything else.
    init?(_ text: String) {
        if text == "configured" {
            self = .configured
            return
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        self = .url(url)
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
