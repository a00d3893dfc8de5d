import Foundation

/// A complete response: its status, headers and body (within the body limit).
struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    let status: Int
    /// The header fields, names lowercased.
    let headers: [String: String]
    /// The body, possibly empty.
    let body: Data

    /// The value of header `name`, whatever its case on the wire.
    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
