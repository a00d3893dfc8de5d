/// A response to send: status, header fields and body, or a stream in place of the body.
/// `Content-Length` and `Connection` are written by the server, never taken from here.
public struct HTTPResponse: Sendable, Equatable {
    /// The status line's code and reason.
    public var status: HTTPStatus
    /// Header fields in the order they are written.
    public var headers: [HTTPHeader]
    /// The body.
    public var body: [UInt8]
    /// The body that follows the head as its producer writes it, in place of `body`; the
    /// response then has no length and ends, with its connection, when the stream does.
    /// `nil` for a whole response.
    public var stream: HTTPStream?
    /// Whether the connection is closed without a byte of answer, as a network that loses the
    /// response does (see `closingWithoutAnswer`); the other properties are then not sent.
    public var closesWithoutAnswer = false

    /// A response with `status`, `headers` and `body`.
    public init(status: HTTPStatus, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is `text` in UTF-8, of the given media type.
    public init(status: HTTPStatus = .ok, contentType: String, text: String) {
        self.init(
            status: status, headers: [HTTPHeader(name: "content-type", value: contentType)], body: Array(text.utf8))
    }

    /// A `text/event-stream` response whose events are what `stream` is given (see
    /// `ServerSentEvent`); the server keeps it open until the stream ends.
    public static func eventStream(_ stream: HTTPStream) -> HTTPResponse {
        var response = HTTPResponse(
            status: .ok, headers: [HTTPHeader(name: "content-type", value: "text/event-stream")])
        response.stream = stream
        return response
    }

    /// No answer at all: the request was read, and its connection is reset without a response,
    /// so the client sees the connection lost (reset by peer). For servers that play a failing network to test
    /// their clients.
    public static var closingWithoutAnswer: HTTPResponse {
        var response = HTTPResponse(status: .internalServerError)
        response.closesWithoutAnswer = true
        return response
    }

    /// A plain-text response saying `message`, for errors a person reads.
    public static func plainText(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", text: message + "\n")
    }

    /// The value of the first field named `name` (any case), or `nil`.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// The response with one more header field.
    public func adding(_ name: String, _ value: String) -> HTTPResponse {
        var copy = self
        copy.headers.append(HTTPHeader(name: name, value: value))
        return copy
    }

    /// The bytes on the wire: status line, fields, `Content-Length`, `Connection`, body.
    /// Field values lose any CR or LF, so no value can start another field. The answer to a
    /// `HEAD` request (`omittingBody`) has the fields a `GET` would have and no body: bytes after
    /// the fields would be read as the start of the next response on a kept-alive connection.
    /// A streaming response's head has no length and closes its connection (its body ends
    /// there), and none of the stream is in these bytes.
    public func serialized(keepAlive: Bool, omittingBody: Bool = false) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for field in headers where field.name != "content-length" && field.name != "connection" {
            head += "\(Self.oneLine(field.name)): \(Self.oneLine(field.value))\r\n"
        }
        if stream == nil { head += "content-length: \(body.count)\r\n" }
        head += "connection: \(keepAlive && stream == nil ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + (omittingBody || stream != nil ? [] : body)
    }

    /// `text` without CR and LF. Filtered by scalar: a CR LF pair is one `Character`, equal
    /// to neither.
    private static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
        return String(scalars)
    }
}
