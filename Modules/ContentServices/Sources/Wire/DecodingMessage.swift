/// Words a `DecodingError` as the field it is about and what went wrong there, for
/// ``ContentServiceError/malformed(reason:)``.
enum DecodingMessage {
    /// `items[2].summary: missing`, `page: expected Int`, `not JSON`.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)): null"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context.codingPath)): unreadable"
        @unknown default:
            return "unreadable"
        }
    }

    /// `items[2].summary` from a coding path; the body itself is `body`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "body" : text
    }
}
