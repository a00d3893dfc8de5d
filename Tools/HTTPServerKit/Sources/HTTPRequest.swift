/// A parsed HTTP/1.x request.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET`, `POST`, ...).
    public let method: String
    /// The request target as sent: an absolute path with an optional query.
    public let target: String
    /// `1.0` or `1.1`.
    public let version: String
    /// The header fields in the order sent.
    public let headers: [HTTPHeader]
    /// The body (empty without `Content-Length`).
    public let body: [UInt8]

    /// A request from its parts.
    public init(method: String, target: String, version: String = "1.1", headers: [HTTPHeader], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The target's path, before any `?`, still percent-encoded: routes compare it as sent,
    /// so no decoding can turn it into another path.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The query's parameters, percent-decoded (`+` is a space); the first of a repeated name wins.
    public var query: [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var parameters: [String: String] = [:]
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentDecoding.decode(parts[0])
            let value = parts.count > 1 ? PercentDecoding.decode(parts[1]) : ""
            if parameters[name] == nil { parameters[name] = value }
        }
        return parameters
    }

    /// The value of the first field named `name` (any case), or `nil`.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// The value of the cookie named `name` in the `Cookie` fields, or `nil`.
    public func cookie(_ name: String) -> String? {
        for field in headers where field.name == "cookie" {
            for pair in field.value.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                if parts.count == 2, parts[0].trimmingSpaces == name { return String(parts[1].trimmingSpaces) }
            }
        }
        return nil
    }

    /// The body read as UTF-8, invalid bytes replaced.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// Whether the client asks to keep the connection open after the response: HTTP/1.1
    /// unless it says `Connection: close`, HTTP/1.0 only when it says `keep-alive`.
    public var keepsAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map(\.trimmingSpaces)
        if version == "1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
