import ContentModels
import Foundation
import HTTPServerKit
import Synchronization
import Testing

@testable import ContentServices

/// What reaches the server, as it reaches it: a loopback server that records each request's
/// target and answers every one with the API's `notFound`.
private final class RecordingServer: Sendable {
    let server: HTTPServer
    private let targets: Targets

    /// The targets received, in order.
    private final class Targets: Sendable {
        let list = Mutex<[String]>([])
    }

    init() throws {
        server = try HTTPServer(port: 0)
        let targets = Targets()
        self.targets = targets
        server.start { request in
            targets.list.withLock { $0.append(request.target) }
            return HTTPResponse(
                status: HTTPStatus(404, "Not Found"), contentType: "application/json",
                text: #"{"error":{"code":"notFound","message":"No such article."}}"#)
        }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)")! }
    var received: [String] { targets.list.withLock { $0 } }
}

@Suite struct WireTargetTests {
    @Test(arguments: ["..", "."])
    func anArticleIDOfDotsIsAskedForAsItselfNotAsTheFolderAbove(id: String) async throws {
        let recorder = try RecordingServer()
        defer { recorder.server.stop() }
        let service = ContentService(configuration: ContentServiceConfiguration(baseURL: recorder.baseURL))
        await #expect(throws: ContentProblem.notFound) { try await service.article(id: id) }
        #expect(recorder.received == ["/v1/articles/" + String(repeating: "%2E", count: id.count)])
    }
}
