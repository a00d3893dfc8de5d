import Foundation
import HTTPServerKit
import Synchronization

/// The content API on the loopback address (see docs/content-api.yaml): the feed, articles and
/// search over the bundled content, and scenarios that play the network's bad days (slow,
/// failing, malformed, dropped, offline, a newly published article, nothing published yet,
/// content that must be revalidated before each use) for testing a client.
/// Requests whose `Host` is not this server's loopback address are refused (DNS rebinding).
public final class ContentServer: Sendable {
    private let server: HTTPServer
    private let scenarios = ContentScenarioState()
    private let delays = ContentDelays()
    private let router: ContentRouter
    /// Held while a switch of scenario changes whether the server listens, so that two
    /// switches at once leave it listening as the last one says.
    private let switching = Mutex(())

    /// Listens on 127.0.0.1 (and ::1) at `port`; 0 lets the system choose a free port. Serving
    /// starts with `start()`.
    ///
    /// - Throws: `HTTPServerError` when the port is taken or the bundled content is missing.
    public init(port: UInt16 = 0) throws(HTTPServerError) {
        router = ContentRouter(library: try ContentLibrary.bundled())
        server = try HTTPServer(port: port)
    }

    /// The address clients use: `http://127.0.0.1:PORT`.
    public var baseURL: URL {
        // A scheme, an IPv4 address and a port always make a URL.
        URL(string: "http://127.0.0.1:\(server.port)")!
    }

    /// Why the server listens on 127.0.0.1 alone (the machine has no IPv6 loopback), for whoever
    /// starts it to say once; `nil` when it listens on both.
    public var notice: String? { server.notice }

    /// Serves on background threads and returns at once. A second call does nothing.
    public func start() {
        let gate = ContentHostGate(port: server.port)
        let responder = ContentResponder(router: router, scenarios: scenarios, delays: delays)
        server.start(gate: gate.refusal, handler: responder.respond)
    }

    /// Ends every delayed response, stops listening and closes every connection. Safe to call
    /// more than once; a stopped server does not start again.
    public func stop() {
        delays.endAll()
        server.stop()
    }

    /// The scenario now (`normal` until switched).
    public var scenario: ContentScenario { scenarios.scenario }

    /// Switches to `scenario` at once, from any thread: requests decided from now on follow it.
    /// `offline` closes the listening sockets and every open connection; leaving it listens on
    /// the same port again (see `isListening` for the rare case where another program took the
    /// port meanwhile). Choosing a scenario starts its count afresh: `failing-once` fails its
    /// next request, `new-article` publishes on its second feed request. Answers a `slow`
    /// scenario is holding are not sent: their connections close, and their threads are free.
    public func switchScenario(to scenario: ContentScenario) {
        switching.withLock { _ in
            scenarios.switchScenario(to: scenario)
            delays.endWaiting()
            if scenario == .offline {
                server.stopListening()
            } else if !server.isListening {
                // Failing leaves the server off the network, which `isListening` reports; the
                // next switch tries again.
                try? server.resumeListening()
            }
        }
    }

    /// Whether clients can connect: `false` while `offline`, after `stop()`, or when the port
    /// could not be listened on again after `offline`.
    public var isListening: Bool { server.isListening }

    /// How many content requests were answered or refused so far (those the Host check refused
    /// are not counted): what tests count instead of timing.
    public var contentRequestCount: Int { scenarios.contentRequestCount }

    /// How many responses the `slow` scenario is delaying now.
    public var delayedResponseCount: Int { delays.pendingCount }

    /// The file the feed is served from (a JSON list of articles with their text): what an app
    /// that bundled its content read at launch, for the benchmark that compares the two.
    public static var feedFile: URL? { Bundle.module.url(forResource: "feed", withExtension: "json") }

    deinit {
        stop()
    }
}
