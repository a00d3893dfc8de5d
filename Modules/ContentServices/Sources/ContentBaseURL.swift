import Foundation

/// The content server's base URL as a person gives it (`--content-url`), checked before any
/// request is made: the API's paths go after it, so it takes a scheme, a host and a port, and
/// nothing that a path could not follow.
public enum ContentBaseURL {
    /// Why a text cannot be the base URL, naming the part that is wrong.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The text is not a URL at all.
        case notAURL(String)
        /// The scheme is not http or https.
        case scheme(String)
        /// There is no host.
        case noHost
        /// The port is not one a server can listen on (1 to 65535).
        case port(String)
        /// A query (`?…`) would swallow the API's paths.
        case query(String)
        /// A fragment (`#…`) would swallow the API's paths.
        case fragment(String)
        /// A user name or password, which the app never sends.
        case userInfo

        /// What is wrong, for a person to fix.
        public var description: String {
            switch self {
            case let .notAURL(text): "'\(text)' is not a URL"
            case let .scheme(scheme): "the scheme is '\(scheme)', not http or https"
            case .noHost: "it names no host"
            case let .port(port): "the port \(port) is not one a server can listen on (1 to 65535)"
            case let .query(query):
                "it has a query (?\(query)); the API's paths go after the base URL, which takes none"
            case let .fragment(fragment):
                "it has a fragment (#\(fragment)); the API's paths go after the base URL, which takes none"
            case .userInfo: "it carries a user name or password, which the app never sends"
            }
        }
    }

    /// The base URL `text` names, its scheme and host in lower case.
    ///
    /// - Throws: ``Problem`` naming the part that cannot be.
    public static func parse(_ text: String) throws(Problem) -> URL {
        guard let components = URLComponents(string: text), let scheme = components.scheme else {
            throw .notAURL(text)
        }
        try check(components, scheme: scheme)
        var normalized = components
        normalized.scheme = scheme.lowercased()
        normalized.host = components.host?.lowercased()
        guard let url = normalized.url else { throw .notAURL(text) }
        return url
    }

    /// Whether `url` can be the base URL as it is.
    static func isUsable(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme
        else { return false }
        return (try? check(components, scheme: scheme)) != nil
    }

    private static func check(_ components: URLComponents, scheme: String) throws(Problem) {
        guard ["http", "https"].contains(scheme.lowercased()) else { throw .scheme(scheme) }
        guard let host = components.host, !host.isEmpty else { throw .noHost }
        if let port = components.port, !(1...65535).contains(port) { throw .port(String(port)) }
        guard components.user == nil, components.password == nil else { throw .userInfo }
        if let query = components.query { throw .query(query) }
        if let fragment = components.fragment { throw .fragment(fragment) }
    }
}
