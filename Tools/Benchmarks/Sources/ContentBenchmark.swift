import App
import ContentServer
import ContentServices
import FlowFileHost
import Foundation
import HeadlessUI
import HeadlessUITesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What content from a server costs: a launch to the first feed from the warm disk cache
/// (revalidated with the server's tag) against a launch that reads the feed from a file, as the
/// app did when it bundled its content; and one feed request through the services layer against
/// a bare URLSession request for the same bytes, both over loopback to the embedded server.
enum ContentBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Content: launch to first content; a feed request through the services layer; paging")
        try launches(into: report, runs: max(Int(30 * scale), 5))
        try requests(into: report, count: max(Int(400 * scale), 40))
        try PagingBenchmark.run(into: report)
    }

    // MARK: - Launch to first content

    private static func launches(into report: BenchmarkReport, runs: Int) throws {
        guard let file = ContentServer.feedFile else {
            report.record("launch to first content: the server's feed file is missing", met: false)
            return
        }
        let states = TemporaryStateFolder()
        let statePath = states.nextStatePath()
        let options = try BenchmarkContent.options(LaunchOptions(statePath: statePath, durability: .relaxed))
        // Logged in once, with the cache filled: every launch after it starts on the feed.
        try logIn(try AppLauncher.launch(LaunchOptions(statePath: statePath, clearState: true, durability: .relaxed)))
        _ = try firstContent { try AppLauncher.launch(options) }
        let bundled = BundledFeed(file: file).services
        // The same cache and server, with every screen waiting for the server first.
        let cache = URL(fileURLWithPath: statePath).deletingPathExtension().appendingPathExtension("content-cache")
        let networkFirst = NetworkFirstContent(
            service: ContentService(
                configuration: ContentServiceConfiguration(
                    baseURL: try EmbeddedContentServer.shared().baseURL, cacheDirectory: cache))
        ).services
        var warm: [Double] = []
        var waiting: [Double] = []
        var fromFile: [Double] = []
        // Alternated, so a busy moment of the machine weighs on all alike.
        for _ in 0..<runs {
            warm.append(try firstContent { try AppLauncher.launch(options) })
            waiting.append(try firstContent { try AppLauncher.launch(options, services: networkFirst) })
            fromFile.append(try firstContent { try AppLauncher.launch(options, services: bundled) })
        }
        let warmMedian = Stopwatch.median(warm) * 1_000
        let waitingMedian = Stopwatch.median(waiting) * 1_000
        let fileMedian = Stopwatch.median(fromFile) * 1_000
        report.record(
            String(
                format:
                    "launch to first content: warm cache shown at once %.2f ms (before: revalidated over loopback first %.2f ms), read from a file %.2f ms; ratio %.2f (target ≤ 1.2; before %.2f; median of %d each)",
                warmMedian, waitingMedian, fileMedian, warmMedian / fileMedian, waitingMedian / fileMedian, runs),
            met: warmMedian / fileMedian <= 1.2)
    }

    /// Logs in on the Welcome screen of `app` as the fixture's person.
    static func logIn(_ app: LaunchedApp) throws {
        try ScreenDriver(window: app.window).tap(.identifier("welcome.login"))
        try ScreenDriver(window: app.window).inputText("ada@example.com", into: .identifier("login.email"))
        try ScreenDriver(window: app.window).inputText("analytical", into: .identifier("login.password"))
        try ScreenDriver(window: app.window).tap(.identifier("login.submit"))
    }

    /// Seconds from `launch` to the feed's first item on screen.
    private static func firstContent(_ launch: () throws -> LaunchedApp) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let app = try launch()
        let shown = MainRunLoop.main.run(
            until: { (try? ScreenDriver(window: app.window).isVisible(.identifier("home.item.h1"))) == true },
            timeout: .seconds(30))
        let elapsed = (clock.now - start).seconds
        guard shown else {
            throw BenchmarkFailure("the feed did not appear: \(ScreenDriver(window: app.window).renderScreen())")
        }
        return elapsed
    }

    // MARK: - One request

    private static func requests(into report: BenchmarkReport, count: Int) throws {
        let server = try EmbeddedContentServer.shared()
        server.switchScenario(to: .normal)
        let baseURL = server.baseURL
        let (serviceTimes, bareTimes) = wait {
            await Self.timeRequests(baseURL: baseURL, count: count)
        }
        let service = Stopwatch.median(serviceTimes)
        let bare = Stopwatch.median(bareTimes)
        report.record(
            String(
                format:
                    "feed request over loopback: services layer %.1f µs, bare URLSession %.1f µs; ratio %.2f (target ≤ 1.2; median of %d each)",
                service * 1e6, bare * 1e6, service / bare, count),
            met: service / bare <= 1.2)
    }

    /// Seconds of each request of the service's feed (no cache, so every one reaches the
    /// server) and of a bare URLSession GET of the same URL, alternated one by one.
    nonisolated private static func timeRequests(baseURL: URL, count: Int) async -> ([Double], [Double]) {
        let service = ContentService(configuration: ContentServiceConfiguration(baseURL: baseURL))
        let session = URLSession(configuration: .ephemeral)
        let url = baseURL.appendingPathComponent("v1/feed")
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "pageSize", value: "50")]
        let request = URLRequest(url: components?.url ?? url)
        let clock = ContinuousClock()
        var throughService: [Double] = []
        var bare: [Double] = []
        for _ in 0..<count {
            let start = clock.now
            _ = try? await service.feed(page: 1, pageSize: 50)
            let middle = clock.now
            _ = try? await session.data(for: request)
            let end = clock.now
            throughService.append(seconds(middle - start))
            bare.append(seconds(end - middle))
        }
        session.invalidateAndCancel()
        return (throughService, bare)
    }

    nonisolated private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The value of `work`, run off the main actor while this waits for it.
    private static func wait<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let result = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            result.value = await work()
            done.signal()
        }
        done.wait()
        guard let value = result.value else { preconditionFailure("the work ended without a value") }
        return value
    }
}

/// The value a detached task hands back to the thread that waits for it.
nonisolated private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked: written once by the task before it signals, read after the wait.
    var value: Value?
}
