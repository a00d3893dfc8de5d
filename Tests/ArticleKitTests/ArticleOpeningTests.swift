import DesignSystem
import Testing

@testable import ArticleKit

@MainActor
@Suite struct ArticleOpeningTests {
    private struct Refusal: Error {
        let words: String
    }

    /// An opening whose pushes are recorded and refused while `refusing` holds a reason.
    private final class Pushes {
        var opened: [String] = []
        var refusing: String?
    }

    private func opening(_ pushes: Pushes, language: Language = .english) -> ArticleOpening {
        ArticleOpening(
            language: language,
            push: { id, title throws(Refusal) in
                if let words = pushes.refusing { throw Refusal(words: words) }
                pushes.opened.append("\(id):\(title ?? "-")")
            },
            reason: { $0.words })
    }

    @Test func aTapOpensTheArticleWithTheTitleTheListKnows() {
        let pushes = Pushes()
        let opening = opening(pushes)
        opening.didTap(id: "h2", title: "Snapshots in review")
        #expect(pushes.opened == ["h2:Snapshots in review"])
        #expect(opening.errorMessage == nil)
    }

    @Test func aRefusedTapIsShownUntilALaterTapOpens() {
        let pushes = Pushes()
        let opening = opening(pushes)
        var changes = 0
        opening.onChange = { changes += 1 }
        pushes.refusing = "the stack is busy"
        opening.didTap(id: "h2", title: "Snapshots in review")
        let shown = opening.errorMessage
        #expect(shown?.contains("Snapshots in review") == true)
        #expect(shown?.contains("the stack is busy") == true)
        opening.didTap(id: "h2", title: "Snapshots in review")
        #expect(changes == 1, "the same refusal again changes nothing")
        pushes.refusing = nil
        opening.didTap(id: "h3", title: nil)
        #expect(opening.errorMessage == nil)
        #expect(changes == 2)
        #expect(pushes.opened == ["h3:-"])
    }

    @Test func aRefusedLinkThrowsAndShowsNothing() {
        let pushes = Pushes()
        pushes.refusing = "the stack is busy"
        let opening = opening(pushes, language: .german)
        #expect(throws: ArticleOpeningError.self) { try opening.open(id: "h9", title: nil) }
        #expect(opening.errorMessage == nil)
        do {
            try opening.open(id: "h9", title: nil)
        } catch {
            #expect(error.reason == .notShown(title: "h9", reason: "the stack is busy"))
        }
    }

    @Test func forgettingARefusalClearsIt() {
        let pushes = Pushes()
        pushes.refusing = "no"
        let opening = opening(pushes)
        opening.didTap(id: "h1", title: nil)
        opening.forgetRefusal()
        #expect(opening.errorMessage == nil)
    }
}
