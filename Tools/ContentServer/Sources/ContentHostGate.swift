import HTTPServerKit

/// Refuses a request whose `Host` is not this server's loopback address and port
/// (`127.0.0.1`, `localhost` or `[::1]`), as the studio does: a page on another name that
/// resolves to 127.0.0.1 (DNS rebinding) cannot read the content through a browser.
struct ContentHostGate: Sendable {
    /// The port the server listens on; `Host` must name it.
    let port: UInt16

    /// `nil` for a request to this server; a 403 error for any other. Given to
    /// `HTTPServer.start(gate:handler:)`, it keeps refused connections out of the serving slots.
    func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        let hosts = ["127.0.0.1", "localhost", "[::1]"].map { "\($0):\(port)" }
        guard let host = request.header("host")?.lowercased(), hosts.contains(host) else {
            return ContentError.forbidden(
                "this content server answers only to http://127.0.0.1:\(port) (Host was '\(request.header("host")?.prefix(100) ?? "")')"
            ).response
        }
        return nil
    }
}
