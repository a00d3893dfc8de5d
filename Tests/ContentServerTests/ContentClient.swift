import ContentServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A plain URLSession client of a content server started for one test, as the app's services
/// will be: no cache of its own, so every request reaches the server.
struct ContentClient {
    /// What came back.
    struct Answer {
        let status: Int
        let headers: [String: String]
        let body: Data

        /// A header field's value, by name in any case.
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }

        /// The body as a JSON object.
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        }

        /// The ids of a page's items.
        var itemIDs: [String] {
            (json["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }

        /// The `code` of an error body.
        var errorCode: String? {
            (json["error"] as? [String: Any])?["code"] as? String
        }
    }

    let server: ContentServer
    let session: URLSession

    /// A started server on a free port, and a client of it.
    init(scenario: ContentScenario = .normal) throws {
        server = try ContentServer(port: 0)
        server.switchScenario(to: scenario)
        server.start()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Far above any answer here: a request that ends by this limit is a failure anyway.
        configuration.timeoutIntervalForRequest = 60
        session = URLSession(configuration: configuration)
    }

    /// Sends `method` to `path` (with its query) with `headers`.
    func request(_ path: String, method: String = "GET", headers: [String: String] = [:]) async throws -> Answer {
        let url = try #require(URL(string: server.baseURL.absoluteString + path))
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (body, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return Answer(status: http.statusCode, headers: fields, body: body)
    }

    /// The `URLError` code a request to `path` fails with; `nil` when it was answered.
    func failure(_ path: String) async -> URLError.Code? {
        do {
            _ = try await request(path)
            return nil
        } catch let error as URLError {
            return error.code
        } catch {
            return URLError.Code.unknown
        }
    }

    /// Stops the server and the session.
    func close() {
        server.stop()
        session.invalidateAndCancel()
    }
}

/// Waits until `condition` holds, looking every 10 ms; `false` when it still does not after
/// `limit`, far longer than what is waited for ever takes.
func eventually(within limit: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
