import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a failed transfer means to a screen.
enum TransportError {
    /// The ``ContentServiceError`` for an error URLSession completed a task with.
    static func map(_ error: any Error) -> ContentServiceError {
        guard let urlError = error as? URLError else { return .connectionLost }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
            .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            return .offline
        // Something answered, and it is not HTTP (curl reports an answer without a status line
        // as an unsupported URL): the server is wrong, not the network, and asking again brings
        // the same answer.
        case .unsupportedURL, .badServerResponse, .cannotParseResponse:
            return .malformed(reason: "the server's answer is not HTTP")
        default:
            // A connection closed early, a reply that is not HTTP, a reset: the request may
            // have reached the server, and a GET may be sent again.
            return .connectionLost
        }
    }

    /// Whether another attempt may succeed where this one failed.
    static func isRetryable(_ error: ContentServiceError) -> Bool {
        switch error {
        case .timedOut, .connectionLost: return true
        // A bad gateway, an unavailable server or a gateway timeout pass; a 500 is the server's
        // own failure, which asking again at once rarely mends: the person's Retry is for that.
        case .server(let status): return [502, 503, 504].contains(status)
        case .offline, .notFound, .malformed, .bodyTooLarge, .cancelled: return false
        }
    }
}
