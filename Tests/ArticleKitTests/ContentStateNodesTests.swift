import Components
import ContentModels
import DesignSystem
import HeadlessUI
import Testing

@testable import ArticleKit

@MainActor
@Suite struct ContentStateNodesTests {
    let nodes: ContentStateNodes

    init() throws {
        nodes = ContentStateNodes(components: Components(theme: try DesignTokens.bundled().theme(.light)))
    }

    private func make(_ state: ContentState<[String]>, onRetry: @escaping @MainActor () -> Void = {}) -> [ViewNode] {
        nodes.make(state, identifier: "list", loading: "Loading the list", onRetry: onRetry) { words in
            words.map { ViewNode(role: .text, label: $0, identifier: "list.\($0)") }
        }
    }

    @Test func whileLoadingOnlyTheIndicatorIsShownWithItsLabel() {
        let shown = make(.loading)
        #expect(shown.map(\.identifier) == ["list.loading"])
        #expect(shown.first?.label == "Loading the list")
    }

    @Test func aFailureShowsTheReasonAndARetryThatRetries() throws {
        var retries = 0
        let shown = make(.failed(.serverError)) { retries += 1 }
        let failure = try #require(shown.first)
        #expect(shown.count == 1)
        #expect(failure.identifier == "list.failure")
        #expect(failure.descendant(identifier: "list.failure.message")?.label == "The server had a problem.")
        let retry = try #require(failure.descendant(identifier: "list.failure.retry"))
        #expect(retry.label == "Try Again")
        retry.onTap?()
        #expect(retries == 1)
    }

    @Test func currentContentIsShownAsItIs() {
        #expect(make(.loaded(Fetched(["a", "b"]))).map(\.identifier) == ["list.a", "list.b"])
    }

    @Test func outOfDateContentIsShownUnderABannerSayingWhy() {
        let shown = make(.loaded(Fetched(["a"], outOfDateBecause: .offline)))
        #expect(shown.map(\.identifier) == ["list.outOfDate", "list.a"])
        #expect(shown.first?.label == "This may be out of date. You are offline.")
    }
}
