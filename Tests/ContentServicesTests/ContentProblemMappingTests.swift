import ContentModels
import Testing

@testable import ContentServices

@Test(arguments: [
    (ContentServiceError.offline, ContentProblem.offline), (.connectionLost, .offline), (.cancelled, .offline),
    (.timedOut, .timedOut), (.server(status: 503), .serverError), (.notFound, .notFound),
    (.malformed(reason: "/v1/feed: items[0].id: empty"), .unreadable), (.bodyTooLarge(limit: 1 << 20), .unreadable),
])
func everyFailureOfTheServiceIsOneProblemAPersonIsToldOf(failure: ContentServiceError, problem: ContentProblem) {
    #expect(failure.problem == problem)
}

@Test func anAnswerFromTheNetworkOrAFreshCacheIsCurrent() {
    #expect(ContentResponse(value: 1, source: .network).fetched() == Fetched(1))
    #expect(ContentResponse(value: 1, source: .cache).fetched() == Fetched(1))
}

@Test func anAnswerKeptWhileTheServerFailedSaysWhy() {
    let kept = ContentResponse(value: 1, source: .outOfDateCache(because: .timedOut)).fetched()
    #expect(kept == Fetched(1, outOfDateBecause: .timedOut))
}
