/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The three-digit code.
    public let code: Int
    /// The reason phrase sent after the code.
    public let reason: String

    /// A status with `code` and `reason`.
    public init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `200 OK`, as the status line writes it.
    public var description: String { "\(code) \(reason)" }

    /// 200: the request succeeded.
    public static let ok = HTTPStatus(200, "OK")
    /// 204: the request succeeded and there is nothing to send.
    public static let noContent = HTTPStatus(204, "No Content")
    /// 303: the resource is at the `Location` given; fetch it with GET.
    public static let seeOther = HTTPStatus(303, "See Other")
    /// 400: the request is malformed.
    public static let badRequest = HTTPStatus(400, "Bad Request")
    /// 403: the request is understood and refused.
    public static let forbidden = HTTPStatus(403, "Forbidden")
    /// 404: nothing is served at the path.
    public static let notFound = HTTPStatus(404, "Not Found")
    /// 405: the path is served, but not with this method.
    public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    /// 408: the client did not finish its request in time.
    public static let requestTimeout = HTTPStatus(408, "Request Timeout")
    /// 413: the body is larger than the server accepts.
    public static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    /// 414: the request line is longer than the server accepts.
    public static let uriTooLong = HTTPStatus(414, "URI Too Long")
    /// 422: the request is well formed, but what it asks for cannot be done.
    public static let unprocessableContent = HTTPStatus(422, "Unprocessable Content")
    /// 431: the header section is larger, or has more fields, than the server accepts.
    public static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// 500: the server failed to answer.
    public static let internalServerError = HTTPStatus(500, "Internal Server Error")
    /// 501: the server does not implement what the request needs (a chunked body).
    public static let notImplemented = HTTPStatus(501, "Not Implemented")
    /// 503: every connection the server allows is in use.
    public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    /// 505: the request's HTTP version is not 1.0 or 1.1.
    public static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
