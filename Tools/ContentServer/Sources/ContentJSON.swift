import Foundation

/// How the API writes JSON: UTF-8, keys sorted and no escaped slashes, so that the same content
/// is always the same bytes and so has the same ETag.
enum ContentJSON {
    /// The media type of every JSON body.
    static let mediaType = "application/json; charset=utf-8"

    /// `value` as the API writes it. Only the API's own types come here, and those always encode.
    static func encoded(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(value))) ?? Array("{}".utf8)
    }
}
