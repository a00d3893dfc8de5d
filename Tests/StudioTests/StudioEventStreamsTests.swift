import HTTPServerKit
import Testing

@testable import Studio

/// What the page's event streams carry: the version when a stream opens, then each new version
/// once, and only while the stream is open; streams that ended are not kept.
@Suite struct StudioEventStreamsTests {
    @Test func aStreamHearsTheVersionWhenItOpensAndEachChangeOnce() {
        let streams = StudioEventStreams(version: 3)
        let stream = streams.open(version: 3)
        streams.announce(version: 3)
        streams.announce(version: 4)
        streams.announce(version: 4)
        #expect(stream.isOpen)
        // Nothing but the two events waits for the client: what a page needs, nothing more.
        let expected = ServerSentEvent(data: "{\"version\":3}").bytes + ServerSentEvent(data: "{\"version\":4}").bytes
        #expect(stream.bufferedByteCount == expected.count)
    }

    @Test func streamsThatEndedAreForgotten() {
        let streams = StudioEventStreams(version: 0)
        let first = streams.open(version: 0)
        let second = streams.open(version: 0)
        first.close()
        _ = streams.open(version: 0)
        #expect(streams.count == 2)
        second.close()
        streams.announce(version: 1)
        #expect(streams.count == 1)
    }
}
