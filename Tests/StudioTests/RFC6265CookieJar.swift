/// A browser's cookie store as RFC 6265 (section 5) has it, for the studio's cookie and those
/// like it: a cookie without `Domain` is host-only, and it is sent back to that host on *any*
/// port (section 8.5: cookies do not provide isolation by port), to every path under its
/// `Path`. A cookie of the same name, host and path replaces the one stored.
struct RFC6265CookieJar {
    struct Cookie: Equatable {
        let name: String
        let value: String
        let host: String
        let path: String
        let attributes: [String: String]
    }

    private(set) var cookies: [Cookie] = []

    /// Stores the cookie a `Set-Cookie` field from `host` sets (its port plays no part).
    mutating func store(_ setCookie: String, from host: String) {
        let parts = setCookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return }
        var attributes: [String: String] = [:]
        for attribute in parts.dropFirst() {
            let split = attribute.split(separator: "=", maxSplits: 1).map(String.init)
            attributes[split[0].lowercased()] = split.count > 1 ? split[1] : ""
        }
        // Section 5.2.1: a cookie without a Domain attribute is host-only.
        let cookie = Cookie(
            name: String(pair[..<equals]), value: String(pair[pair.index(after: equals)...]),
            host: attributes["domain"] ?? host, path: attributes["path"] ?? "/", attributes: attributes)
        cookies.removeAll { $0.name == cookie.name && $0.host == cookie.host && $0.path == cookie.path }
        cookies.append(cookie)
    }

    /// The `Cookie` field a request to `host` (any port) for `path` carries, or `nil`.
    func header(for host: String, path: String) -> String? {
        let matching = cookies.filter { $0.host == host && path.hasPrefix($0.path) }
        guard !matching.isEmpty else { return nil }
        return matching.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }
}
