import ContentModels
import DesignSystem
import Testing

@testable import ArticleKit

@MainActor
@Suite struct ContentProblemTests {
    @Test func everyProblemIsSaidInWordsAPersonUnderstands() {
        let reasons: [ContentProblem: String] = [
            .offline: "You are offline.",
            .timedOut: "The server took too long to answer.",
            .serverError: "The server had a problem.",
            .unreadable: "The server sent something the app cannot read.",
            .notFound: "This article does not exist.",
        ]
        for (problem, reason) in reasons {
            #expect(problem.reason(in: .english) == reason)
        }
    }

    @Test func theReasonIsInTheAppsLanguage() {
        #expect(ContentProblem.offline.reason(in: .german) == "Du bist offline.")
        #expect(ContentProblem.notFound.reason(in: .german) == "Diesen Artikel gibt es nicht.")
    }
}
