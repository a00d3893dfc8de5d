/// The page's files, a fixed table in memory: a request's path is only ever a key into it,
/// never a file name, so no request can reach a file.
nonisolated enum StudioAssets {
    /// One file of the page.
    struct Asset {
        let contentType: String
        let body: String
    }

    /// The file served at `path`, or `nil`.
    static func asset(at path: String) -> Asset? {
        table[path]
    }

    private static let table: [String: Asset] = [
        "/": Asset(contentType: "text/html; charset=utf-8", body: StudioPageHTML.text),
        "/studio.css": Asset(contentType: "text/css; charset=utf-8", body: StudioPageStyle.text),
        "/studio.js": Asset(contentType: "text/javascript; charset=utf-8", body: StudioPageScript.text),
    ]
}
