/// Why a request was refused before it reached a handler: the status to answer with and a
/// message that says what to change.
public struct HTTPParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status the server answers with.
    public let status: HTTPStatus
    /// What was wrong, for the response body.
    public let message: String

    /// An error answered with `status`, saying `message`.
    public init(_ status: HTTPStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// `431 Request Header Fields Too Large: ...`.
    public var description: String { "\(status): \(message)" }
}
