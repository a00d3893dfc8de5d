import App
import Foundation
import HTTPServerKit
import Studio
import Synchronization

/// The studio's latency as a person feels it: from a click's request leaving the browser to
/// the response holding the new screen (its SVG and tree), over a real loopback connection
/// through the studio's server, access check, main-thread hand-over, flow runner and renderer.
/// The clicks alternate between two tabs, so every response is a new screen.
enum StudioBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Studio: click request to new screen response over loopback")
        let clicks = max(Int(1_000 * scale), 20)
        let studio = try Studio(options: try BenchmarkContent.options(LaunchOptions(keepsStateInMemory: true)))
        for command in [
            "- tapOn:\n    id: welcome.login\n", "- tapOn:\n    id: login.email\n", "- inputText: ada@example.com\n",
            "- tapOn:\n    id: login.password\n", "- inputText: correct horse\n", "- tapOn:\n    id: login.submit\n",
        ] {
            _ = try studio.run(command, recording: true)
        }
        let homePath = try path(of: "tab.explore", in: studio)
        _ = try studio.tap(path: homePath)
        let explorePath = try path(of: "tab.home", in: studio)
        _ = try studio.tap(path: explorePath)

        let server = try HTTPServer(port: 0)
        let access = StudioAccess(token: StudioAccess.randomToken(), port: server.port)
        let queue = StudioRequestQueue()
        server.start { request in
            if case let .answer(response) = access.decide(request) { return response }
            return queue.submit(request)
        }
        let requests = [homePath, explorePath].map { path in
            let body = "{\"path\": \"\(path)\"}"
            return Array(
                ("POST /api/tap HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://127.0.0.1:\(server.port)\r\n"
                    + "Authorization: \(access.authorization)\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8)
        }
        let outcome = Mutex<Result<[Duration], LoopbackHTTPClient.Failure>>(.success([]))
        let port = server.port
        Thread {
            defer { queue.stop() }
            do throws(LoopbackHTTPClient.Failure) {
                let client = try LoopbackHTTPClient(port: port)
                defer { client.close() }
                var times: [Duration] = []
                times.reserveCapacity(clicks)
                for click in 0..<clicks {
                    let start = ContinuousClock.now
                    let (status, body) = try client.exchange(requests[click % 2])
                    times.append(ContinuousClock.now - start)
                    guard status == 200, body.count > 1_000 else {
                        throw LoopbackHTTPClient.Failure(description: "click \(click) was answered \(status)")
                    }
                }
                outcome.withLock { $0 = .success(times) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }.start()
        let api = StudioAPI(studio: studio, graph: nil)
        queue.serve { api.respond(to: $0) }
        server.stop()
        let times = try outcome.withLock { $0 }.get().map { $0.seconds * 1_000 }.sorted()
        let p50 = percentile(times, 0.50)
        let p95 = percentile(times, 0.95)
        report.record(
            String(
                format: "click to new screen: p50 %.2f ms, p95 %.2f ms over %d clicks (target p95 < 20 ms)", p50, p95,
                clicks),
            met: p95 < 20)
    }

    private static func path(of identifier: String, in studio: Studio) throws -> String {
        func search(_ element: StudioElement) -> String? {
            if element.id == identifier { return element.path }
            return element.children.lazy.compactMap(search).first
        }
        guard let path = studio.screen().tree.flatMap(search) else {
            throw StudioError.staleScreen("the benchmark found no \(identifier) on screen")
        }
        return path
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }
}
