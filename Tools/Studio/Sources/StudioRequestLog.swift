import Foundation
import HTTPServerKit

/// `App studio --log-requests`: one line on standard error for each request answered, its
/// method, path and status, so a person (or the browser check) sees what a page asks for.
/// Never the query, which carries the token when a browser signs in; never a control
/// character, so a request cannot write to the person's terminal.
nonisolated struct StudioRequestLog: Sendable {
    /// The most characters of a path a line shows.
    static let pathLimit = 200

    /// The line for `request` answered with `status`: `request: GET /api/state 200`.
    static func line(for request: HTTPRequest, status: HTTPStatus) -> String {
        let path = String(request.path.unicodeScalars.prefix(pathLimit).map(printable))
        let method = String(request.method.unicodeScalars.prefix(16).map(printable))
        return "request: \(method) \(path) \(status.code)"
    }

    /// What is told each request answered: a writer of its line to standard error (safe from
    /// any thread) when `enabled`, else nothing.
    static func writer(enabled: Bool) -> @Sendable (HTTPRequest, HTTPStatus) -> Void {
        guard enabled else { return { _, _ in } }
        return { request, status in
            FileHandle.standardError.write(Data((line(for: request, status: status) + "\n").utf8))
        }
    }

    private static func printable(_ scalar: Unicode.Scalar) -> Character {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            ? "?" : Character(scalar)
    }
}
