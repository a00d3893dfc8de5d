import HTTPServerKit

/// Answers each content request as the scenario says: routes it, or delays, fails, spoils or
/// drops it. Runs on the request's connection thread.
struct ContentResponder: Sendable {
    let router: ContentRouter
    let scenarios: ContentScenarioState
    let delays: ContentDelays

    /// The answer to `request`, which the Host gate let through.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch scenarios.turn(
            isFeedRequest: ContentRouter.isFeedRequest(request), feedPage: ContentRouter.feedPage(of: request))
        {
        case let .serve(serving):
            return router.respond(to: request, serving: serving)
        case let .serveAfter(milliseconds):
            // Stopped during the wait: the connection is being closed, nothing is owed.
            guard delays.wait(milliseconds: milliseconds) else { return .closingWithoutAnswer }
            return router.respond(to: request, serving: .asTheAPISays)
        case let .fail(status):
            return ContentError.failing(status: status).response
        case .malform:
            return ContentResponses.malformed(router.respond(to: request, serving: .asTheAPISays))
        case .drop:
            return .closingWithoutAnswer
        }
    }
}
