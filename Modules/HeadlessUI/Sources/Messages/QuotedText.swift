/// Input quoted back in a message, cut to a readable length: a pasted or piped line can be
/// megabytes long, and a message that repeats it in full buries the one useful sentence.
enum EchoedInput {
    /// The most characters of the input a message repeats.
    static let limit = 60

    /// `text` as is when short; otherwise its start, an ellipsis and how long it really was.
    static func abbreviated(_ text: String) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "… (\(text.count) characters)"
    }
}
