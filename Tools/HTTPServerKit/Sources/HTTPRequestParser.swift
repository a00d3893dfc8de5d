/// Reads one HTTP/1.x request from the start of a byte buffer, within `limits`. It never
/// waits for more than a limit allows: a request line, header section or declared body that
/// is already too large fails at once, so a client cannot make the server hold more.
///
/// Lines end in CRLF (a bare LF is accepted, as RFC 9112 allows); field lines folded onto
/// the next line, a `Transfer-Encoding`, conflicting `Content-Length`s and a missing `Host`
/// are refused.
public struct HTTPRequestParser: Sendable {
    /// The bounds every request must keep.
    public let limits: HTTPLimits

    /// A parser that enforces `limits`.
    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// Parses the request at the start of `buffer`.
    public func parse(_ buffer: [UInt8]) -> HTTPParseOutcome {
        switch head(of: buffer) {
        case .incomplete: return .incomplete
        case let .failure(error): return .failure(error)
        case let .head(head, bodyStart, bodyLength):
            guard buffer.count - bodyStart >= bodyLength else { return .incomplete }
            let request = HTTPRequest(
                method: head.method, target: head.target, version: head.version, headers: head.headers,
                body: Array(buffer[bodyStart..<bodyStart + bodyLength]))
            return .request(request, consumed: bodyStart + bodyLength)
        }
    }

    /// What the parser made of the start of a request, before its body.
    enum HeadOutcome: Equatable {
        /// The request line or the header section has not ended yet, within the limits.
        case incomplete
        /// The head can never become an acceptable request.
        case failure(HTTPParseError)
        /// The request line and fields (`head`, with no body), where the body starts and how
        /// long it is declared to be (within the limit).
        case head(HTTPRequest, bodyStart: Int, bodyLength: Int)
    }

    /// Parses the request line and header fields at the start of `buffer`, and checks the
    /// declared body against the limit: all a server needs to decide whether to read the body.
    func head(of buffer: [UInt8]) -> HeadOutcome {
        guard let requestLineEnd = lineEnd(in: buffer, from: 0) else {
            if buffer.count > limits.requestLineBytes { return .failure(requestLineTooLong) }
            return .incomplete
        }
        if requestLineEnd.contentEnd > limits.requestLineBytes { return .failure(requestLineTooLong) }
        let requestLine: RequestLine
        switch parseRequestLine(buffer[0..<requestLineEnd.contentEnd]) {
        case let .success(line): requestLine = line
        case let .failure(error): return .failure(error)
        }
        var headers: [HTTPHeader] = []
        var position = requestLineEnd.next
        while true {
            guard let end = lineEnd(in: buffer, from: position) else {
                if buffer.count - requestLineEnd.next > limits.headerBytes { return .failure(headersTooLarge) }
                return .incomplete
            }
            if end.next - requestLineEnd.next > limits.headerBytes { return .failure(headersTooLarge) }
            if end.contentEnd == position {
                position = end.next
                break
            }
            if headers.count == limits.headerCount {
                return .failure(
                    HTTPParseError(
                        .headerFieldsTooLarge, "more than \(limits.headerCount) header fields; send fewer"))
            }
            switch parseField(buffer[position..<end.contentEnd]) {
            case let .success(field): headers.append(field)
            case let .failure(error): return .failure(error)
            }
            position = end.next
        }
        let bodyLength: Int
        switch self.bodyLength(headers, version: requestLine.version) {
        case let .success(length): bodyLength = length
        case let .failure(error): return .failure(error)
        }
        let head = HTTPRequest(
            method: requestLine.method, target: requestLine.target, version: requestLine.version, headers: headers)
        return .head(head, bodyStart: position, bodyLength: bodyLength)
    }

    // MARK: - Lines

    private struct LineEnd {
        /// Where the line's content ends (before CR LF or LF).
        var contentEnd: Int
        /// Where the next line starts.
        var next: Int
    }

    /// The end of the line starting at `start`, or `nil` when no LF has arrived yet.
    private func lineEnd(in buffer: [UInt8], from start: Int) -> LineEnd? {
        guard start <= buffer.count, let newline = buffer[start...].firstIndex(of: Self.lineFeed) else { return nil }
        let contentEnd = newline > start && buffer[newline - 1] == Self.carriageReturn ? newline - 1 : newline
        return LineEnd(contentEnd: contentEnd, next: newline + 1)
    }

    // MARK: - Request line

    private struct RequestLine {
        var method: String
        var target: String
        var version: String
    }

    private func parseRequestLine(_ bytes: ArraySlice<UInt8>) -> Result<RequestLine, HTTPParseError> {
        let parts = bytes.split(separator: Self.space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(
                HTTPParseError(.badRequest, "the request line must be METHOD SP TARGET SP HTTP/1.1"))
        }
        guard parts[0].allSatisfy(Self.isTokenByte) else {
            return .failure(HTTPParseError(.badRequest, "the method holds a character a method may not"))
        }
        guard parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy(Self.isTargetByte) else {
            return .failure(
                HTTPParseError(
                    .badRequest, "the target must be an absolute path such as /index.html, in visible ASCII"))
        }
        let version: String
        switch String(decoding: parts[2], as: UTF8.self) {
        case "HTTP/1.1": version = "1.1"
        case "HTTP/1.0": version = "1.0"
        default:
            return .failure(HTTPParseError(.versionNotSupported, "only HTTP/1.0 and HTTP/1.1 are served"))
        }
        return .success(
            RequestLine(
                method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
                version: version))
    }

    // MARK: - Fields

    private func parseField(_ bytes: ArraySlice<UInt8>) -> Result<HTTPHeader, HTTPParseError> {
        if let first = bytes.first, first == Self.space || first == Self.tab {
            return .failure(HTTPParseError(.badRequest, "a header field line may not start with whitespace (folding)"))
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex else {
            return .failure(HTTPParseError(.badRequest, "a header field line must be NAME: VALUE"))
        }
        let name = bytes[bytes.startIndex..<colon]
        guard name.allSatisfy(Self.isTokenByte) else {
            return .failure(HTTPParseError(.badRequest, "a header field name holds a character a name may not"))
        }
        let value = bytes[(colon + 1)...]
        guard value.allSatisfy({ $0 == Self.tab || ($0 >= Self.space && $0 != 0x7F) }) else {
            return .failure(HTTPParseError(.badRequest, "a header field value holds a control character"))
        }
        return .success(
            HTTPHeader(
                name: String(decoding: name, as: UTF8.self),
                value: String(Substring(String(decoding: value, as: UTF8.self)).trimmingSpaces)))
    }

    private func bodyLength(_ headers: [HTTPHeader], version: String) -> Result<Int, HTTPParseError> {
        let hosts = headers.filter { $0.name == "host" }.count
        if version == "1.1", hosts == 0 {
            return .failure(HTTPParseError(.badRequest, "an HTTP/1.1 request must have a Host field"))
        }
        // RFC 9112 3.2: a second Host field is refused, or a check of the first could be
        // passed by a request another reader takes for the second.
        if hosts > 1 {
            return .failure(HTTPParseError(.badRequest, "a request must have one Host field, not \(hosts)"))
        }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .failure(
                HTTPParseError(.notImplemented, "bodies with Transfer-Encoding are not accepted; send Content-Length"))
        }
        let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
        guard let declared = lengths.first else { return .success(0) }
        guard lengths.count == 1 else {
            return .failure(HTTPParseError(.badRequest, "Content-Length fields disagree"))
        }
        guard !declared.isEmpty, declared.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else {
            return .failure(HTTPParseError(.badRequest, "Content-Length must be a decimal number of bytes"))
        }
        // More digits than the limit has cannot be within it, and would overflow Int.
        guard declared.count <= String(limits.bodyBytes).count, let length = Int(declared), length <= limits.bodyBytes
        else {
            return .failure(
                HTTPParseError(.contentTooLarge, "the body may be at most \(limits.bodyBytes) bytes"))
        }
        return .success(length)
    }

    // MARK: - Bytes

    private var requestLineTooLong: HTTPParseError {
        HTTPParseError(.uriTooLong, "the request line may be at most \(limits.requestLineBytes) bytes")
    }

    private var headersTooLarge: HTTPParseError {
        HTTPParseError(.headerFieldsTooLarge, "the header section may be at most \(limits.headerBytes) bytes")
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// RFC 9110's `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Visible ASCII: what an origin-form target may hold once the client has encoded it.
    private static func isTargetByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
