import HTTPServerKit

/// The open pages' event streams (`/api/events`): each hears the studio's `version` when it
/// opens and then each time it changes, as a server-sent event `{"version": N}`, and nothing
/// while nothing changes. A page that hears a version it has not drawn asks for the state.
///
/// Streams that have ended (the page went away, fell behind, or the server refused or
/// dropped them) are forgotten at the next open or announcement, so at most the server's
/// open streams and the one just opened are kept.
final class StudioEventStreams {
    private var streams: [HTTPStream] = []
    private var announced: Int

    /// Streams that start by announcing `version`.
    init(version: Int) {
        announced = version
    }

    /// A new stream that has the current `version` as its first event.
    func open(version: Int) -> HTTPStream {
        streams.removeAll { !$0.isOpen }
        let stream = HTTPStream()
        stream.write(Self.event(version))
        streams.append(stream)
        return stream
    }

    /// Tells every open stream `version`, unless it is the one told last.
    func announce(version: Int) {
        guard version != announced else { return }
        announced = version
        let event = Self.event(version)
        streams.removeAll { !$0.write(event) }
    }

    /// How many streams are kept now.
    var count: Int { streams.count }

    private static func event(_ version: Int) -> [UInt8] {
        ServerSentEvent(data: "{\"version\":\(version)}").bytes
    }
}
