/// Turns Foundation's decoding errors into sentences that name the place in the file.
nonisolated enum ArticleDecodingMessage {
    /// What was expected at which path, and what was found; elements are named as `collection` names them.
    static func describe(_ error: DecodingError, in collection: ArticleCollection) -> String {
        let path = { (codingPath: [any CodingKey]) in Self.path(codingPath, element: collection.element) }
        return switch error {
        case let .typeMismatch(type, context):
            "at \(path(context.codingPath)): expected \(type), found something else (\(context.debugDescription))"
        case let .valueNotFound(type, context):
            "at \(path(context.codingPath)): expected \(type), found null"
        case let .keyNotFound(key, context):
            "at \(path(context.codingPath)): expected the field \"\(key.stringValue)\", found none"
        case let .dataCorrupted(context):
            "at \(path(context.codingPath)): expected a JSON list of \(collection.elements), found unreadable data"
        @unknown default:
            "expected a JSON list of \(collection.elements): \(error.localizedDescription)"
        }
    }

    private static func path(_ codingPath: [any CodingKey], element: String) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.map { key in key.intValue.map { "\(element) \($0)" } ?? "\"\(key.stringValue)\"" }
            .joined(separator: ", ")
    }
}
