import Foundation

/// One tokens file to check: its bytes and the name messages use for it.
public struct TokenSource: Sendable {
    /// The file name shown in messages, e.g. `tokens.json`.
    public let name: String
    /// The file's bytes (UTF-8 JSON).
    public let data: Data

    /// Names `data` for messages.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}
