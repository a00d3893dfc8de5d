/// One server-sent event (`text/event-stream`, as `EventSource` reads it): its data, one
/// `data:` line per line of it, and the blank line that ends it.
public struct ServerSentEvent: Sendable, Equatable {
    /// What the page's `message` handler gets as `event.data`.
    public let data: String

    /// An event carrying `data`.
    public init(data: String) {
        self.data = data
    }

    /// The event on the wire. A line break of any kind in `data` starts another `data:` line,
    /// so no text can end the event early or add a field of its own.
    public var bytes: [UInt8] {
        var lines: [Substring] = []
        var rest = Substring(data)
        while let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            lines.append(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        lines.append(rest)
        return Array((lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
    }
}
