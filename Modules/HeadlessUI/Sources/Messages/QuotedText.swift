/// Input quoted back in a message, cut to a readable length: a pasted line, a link or a line
/// of a flow file can be megabytes long, and a message that repeats it in full buries the one
/// useful sentence.
public enum QuotedText {
    /// The most characters of the input a message repeats.
    public static let limit = 60

    /// `text` as is when short; otherwise its start, an ellipsis and how long it really was.
    public static func abbreviated(_ text: String) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "… (\(text.count) characters)"
    }

    /// `text` abbreviated, for a character sequence such as the rest of a parsed line.
    public static func abbreviated(_ characters: some Collection<Character>) -> String {
        abbreviated(String(characters))
    }
}
