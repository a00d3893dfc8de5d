/// Turns Foundation's decoding errors into sentences that name the place in the file.
nonisolated enum CatalogueDecodingMessage {
    /// What was expected at which path, and what was found.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, context):
            "at \(path(context.codingPath)): expected \(type), found something else (\(context.debugDescription))"
        case let .valueNotFound(type, context):
            "at \(path(context.codingPath)): expected \(type), found null"
        case let .keyNotFound(key, context):
            "at \(path(context.codingPath)): expected the field \"\(key.stringValue)\", found none"
        case let .dataCorrupted(context):
            "at \(path(context.codingPath)): expected a JSON list of entries, found unreadable data"
        @unknown default:
            "expected a JSON list of entries: \(error.localizedDescription)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.map { key in key.intValue.map { "entry \($0)" } ?? "\"\(key.stringValue)\"" }
            .joined(separator: ", ")
    }
}
