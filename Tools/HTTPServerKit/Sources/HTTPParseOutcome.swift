/// What the parser made of the bytes received so far.
public enum HTTPParseOutcome: Sendable, Equatable {
    /// The request is not complete yet, and nothing so far breaks a limit: read more.
    case incomplete
    /// A whole request, and how many bytes of the buffer it took (the rest belongs to the
    /// next request on the connection).
    case request(HTTPRequest, consumed: Int)
    /// The bytes can never become an acceptable request.
    case failure(HTTPParseError)
}
