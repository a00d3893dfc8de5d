import HTTPServerKit

/// Who may use the studio: only a page served from this studio's own loopback address, by a
/// browser that opened the address it printed. The rules, in order:
///
/// - `Host` must name the loopback at the studio's port (`127.0.0.1`, `localhost` or
///   `[::1]`), so a page on another name that resolves to 127.0.0.1 (DNS rebinding) is refused;
/// - a request that changes anything (not GET or HEAD) whose `Origin` or `Sec-Fetch-Site`
///   says it comes from another site is refused;
/// - the page's own files (the page, its script and its style, which hold no secret) are served
///   to any such request; a `?token=` on them must be the studio's token;
/// - every other request must carry the token in `Authorization: Bearer …`.
///
/// The token never travels in a cookie. Browsers do not isolate cookies by port, so a cookie
/// would reach every other server on the loopback address. The page takes the token from the
/// printed address, keeps it in its tab's session storage, which belongs to the studio's origin
/// (port included), and takes it out of the address bar; its script sends it with each request
/// to the studio and to nothing else. Tokens are compared in constant time.
public nonisolated struct StudioAccess: Sendable {

    /// The secret a browser must present.
    public let token: String
    /// The port the studio listens on; `Host` and `Origin` must name it.
    let port: UInt16

    /// The access rules of a studio on `port` whose secret is `token`.
    public init(token: String, port: UInt16) {
        self.token = token
        self.port = port
    }

    /// What to do with a request.
    public enum Decision: Equatable {
        /// Serve it.
        case allow
        /// Answer with this response instead: a refusal.
        case answer(HTTPResponse)
    }

    /// A new random token: 32 bytes from the system's secure generator, in hex.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined()
    }

    /// The address to open, with the token, as the studio prints it.
    var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// The `Authorization` field a client sends with each request.
    public var authorization: String { "Bearer \(token)" }

    /// The server's gate: `nil` for a request that may be served, the refusal with the headers
    /// every studio answer carries for any other. Given to
    /// `HTTPServer.start(gate:handler:)`, it keeps every connection without this studio's token
    /// out of the server's serving slots.
    public func gate(_ request: HTTPRequest) -> HTTPResponse? {
        guard case let .answer(response) = decide(request) else { return nil }
        return StudioAPI.secured(response)
    }

    /// Decides whether `request` may be served.
    public func decide(_ request: HTTPRequest) -> Decision {
        let hosts = ["127.0.0.1", "localhost", "[::1]"].map { "\($0):\(port)" }
        guard let host = request.header("host")?.lowercased(), hosts.contains(host) else {
            return refuse(
                "this studio answers only to http://127.0.0.1:\(port)/ (Host was '\(request.header("host") ?? "")')")
        }
        if request.method != "GET" && request.method != "HEAD" {
            if let origin = request.header("origin"), !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
                return refuse("a change may come only from the studio's own page, not from \(origin)")
            }
            if let site = request.header("sec-fetch-site"), site != "same-origin", site != "none" {
                return refuse("a change may come only from the studio's own page (Sec-Fetch-Site: \(site))")
            }
        }
        if let offered = request.query["token"], !Self.constantTimeEqual(offered, token) {
            return refuse("the token in the address is not this studio's; open the address the studio printed")
        }
        if request.method == "GET" || request.method == "HEAD", StudioAssets.asset(at: request.path) != nil {
            return .allow
        }
        guard let presented = Self.bearerToken(in: request.header("authorization")) else {
            return refuse("open the address the studio printed (http://127.0.0.1:\(port)/?token=...) to sign in")
        }
        guard Self.constantTimeEqual(presented, token) else {
            return refuse("this page's studio token is from another run; open the address the studio printed")
        }
        return .allow
    }

    /// The token of an `Authorization: Bearer …` field (the scheme in any case), or `nil`.
    static func bearerToken(in field: String?) -> String? {
        guard let field, field.count > 7, field.prefix(7).lowercased() == "bearer " else { return nil }
        return String(field.dropFirst(7).drop { $0 == " " })
    }

    /// Whether `left` equals `right`, taking the same time wherever they first differ.
    static func constantTimeEqual(_ left: String, _ right: String) -> Bool {
        let leftBytes = Array(left.utf8)
        let rightBytes = Array(right.utf8)
        var difference = UInt8(leftBytes.count == rightBytes.count ? 0 : 1)
        for index in 0..<max(leftBytes.count, rightBytes.count) {
            let leftByte = index < leftBytes.count ? leftBytes[index] : 0
            let rightByte = index < rightBytes.count ? rightBytes[index] : 0
            difference |= leftByte ^ rightByte
        }
        return difference == 0
    }

    private func refuse(_ message: String) -> Decision {
        .answer(HTTPResponse.plainText(.forbidden, message))
    }
}
