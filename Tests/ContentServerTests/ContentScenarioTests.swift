import ContentServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each scenario, as a client sees it, and the way back to normal.
@Suite struct ContentScenarioTests {
    @Test func failingAnswersEveryRequestWithItsStatusUntilSwitchedBack() async throws {
        let client = try ContentClient(scenario: .failing(status: 503, once: false))
        defer { client.close() }
        for path in ["/v1/feed", "/v1/articles/h1", "/v1/feed"] {
            let answer = try await client.request(path)
            #expect(answer.status == 503)
            #expect(answer.errorCode == "serviceUnavailable")
            #expect(answer.header("cache-control") == "no-store")
        }
        client.server.switchScenario(to: .normal)
        #expect(try await client.request("/v1/feed").status == 200)
        #expect(client.server.contentRequestCount == 4)
    }

    @Test func failingOnceFailsTheNextRequestOnlyAndAgainWhenChosenAgain() async throws {
        let client = try ContentClient(scenario: .failing(status: 500, once: true))
        defer { client.close() }
        let failed = try await client.request("/v1/feed")
        #expect(failed.status == 500)
        #expect(failed.errorCode == "serverError")
        #expect(try await client.request("/v1/feed").status == 200)
        #expect(try await client.request("/v1/articles/h3").status == 200)
        client.server.switchScenario(to: .failing(status: 500, once: true))
        #expect(try await client.request("/v1/articles/h3").status == 500)
        #expect(try await client.request("/v1/articles/h3").status == 200)
    }

    @Test func malformedAnswers200WithABodyThatIsNotTheAPIsJSON() async throws {
        let client = try ContentClient(scenario: .malformed)
        defer { client.close() }
        for path in ["/v1/feed", "/v1/articles/h1", "/v1/search?q=x"] {
            let answer = try await client.request(path)
            #expect(answer.status == 200)
            #expect(answer.header("content-type") == "application/json; charset=utf-8")
            #expect(answer.header("etag") == nil)
            #expect((try? JSONSerialization.jsonObject(with: answer.body)) == nil, "\(path)")
        }
        client.server.switchScenario(to: .normal)
        #expect(try await client.request("/v1/feed").itemIDs.count == 14)
    }

    @Test func droppedReadsTheRequestAndClosesWithoutAnAnswer() async throws {
        let client = try ContentClient(scenario: .dropped)
        defer { client.close() }
        let failure = await client.failure("/v1/feed")
        #expect(failure == .networkConnectionLost)
        #expect(client.server.contentRequestCount >= 1)
        client.server.switchScenario(to: .normal)
        #expect(try await client.request("/v1/feed").status == 200)
    }

    @Test func offlineRefusesConnectionsUntilTheScenarioChanges() async throws {
        let client = try ContentClient()
        defer { client.close() }
        // A kept-alive connection from before is closed too: the network is gone.
        #expect(try await client.request("/v1/feed").status == 200)
        client.server.switchScenario(to: .offline)
        #expect(!client.server.isListening)
        #expect(await client.failure("/v1/feed") == .cannotConnectToHost)
        #expect(await client.failure("/v1/articles/h1") == .cannotConnectToHost)
        #expect(client.server.contentRequestCount == 1)
        client.server.switchScenario(to: .normal)
        #expect(client.server.isListening)
        #expect(try await client.request("/v1/feed").status == 200)
        #expect(client.server.contentRequestCount == 2)
    }

    @Test func offlineFromTheStartAndBackAgainOnTheSamePort() async throws {
        let client = try ContentClient(scenario: .offline)
        defer { client.close() }
        let address = client.server.baseURL
        #expect(await client.failure("/v1/feed") == .cannotConnectToHost)
        client.server.switchScenario(to: .failing(status: 500, once: true))
        #expect(client.server.baseURL == address)
        #expect(try await client.request("/v1/feed").status == 500)
        #expect(try await client.request("/v1/feed").status == 200)
    }

    @Test func newArticleIsPublishedFromTheSecondFeedRequestOn() async throws {
        let client = try ContentClient(scenario: .newArticle)
        defer { client.close() }
        #expect(try await client.request("/v1/articles/h15").status == 404)
        let first = try await client.request("/v1/feed")
        #expect(first.itemIDs == (1...14).map { "h\($0)" })
        #expect(try await client.request("/v1/articles/h15").status == 404)
        let second = try await client.request("/v1/feed", headers: ["If-None-Match": first.header("etag") ?? ""])
        #expect(second.status == 200)
        #expect(second.itemIDs == ["h15"] + (1...14).map { "h\($0)" })
        #expect(second.json["totalItems"] as? Int == 15)
        let article = try await client.request("/v1/articles/h15")
        #expect(article.status == 200)
        #expect(article.json["title"] as? String == "Content that arrives late")
        #expect(try await client.request("/v1/feed?pageSize=1").itemIDs == ["h15"])
        client.server.switchScenario(to: .normal)
        #expect(try await client.request("/v1/feed").itemIDs.count == 14)
        #expect(try await client.request("/v1/articles/h15").status == 404)
    }

    @Test func slowAnswersOnlyAfterItsDelay() async throws {
        let client = try ContentClient(scenario: .slow(milliseconds: 300))
        defer { client.close() }
        let started = ContinuousClock.now
        let answer = try await client.request("/v1/feed")
        // The lower bound is the server's own delay: never shorter, however loaded the machine.
        #expect(ContinuousClock.now - started >= .milliseconds(300))
        #expect(answer.itemIDs.count == 14)
        #expect(client.server.delayedResponseCount == 0)
    }

    @Test func stoppingEndsAPendingDelayAtOnce() async throws {
        let client = try ContentClient(scenario: .slow(milliseconds: 600_000))
        defer { client.close() }
        let pending = Task { await client.failure("/v1/feed") }
        // Counted, not timed: the request is being delayed once the server says so.
        #expect(await eventually { client.server.delayedResponseCount == 1 })
        client.server.stop()
        // A delay that outlived stop() would hold its thread for ten minutes.
        #expect(await eventually { client.server.delayedResponseCount == 0 })
        #expect(await pending.value != nil)
        #expect(client.server.contentRequestCount == 1)
    }
}
