import Components
import DesignSystem
import HeadlessUI

/// The nodes every screen of fetched content shows the same way: the loading indicator, the
/// failure with its reason and Retry, above content that may be out of date the banner saying
/// why (or, while it is being refreshed, that it is), and at the end of a paged list its next
/// page's state. The screen gives what it shows once loaded.
public struct ContentStateNodes {
    private let components: Components
    private let strings: LocalizedStrings

    /// Nodes drawn with `components`, worded in its theme's language.
    public init(components: Components) {
        self.components = components
        strings = LocalizedStrings(bundle: .module, language: components.theme.language)
    }

    /// The nodes for `state`: identifiers start with `identifier` (`home.loading`,
    /// `home.failure`, `home.failure.retry`, `home.outOfDate`, and `home.refreshing` while
    /// `isRefreshing`: what is shown was kept from before and the server is being asked);
    /// `loading` labels the indicator for assistive technology; `loaded` makes the content's own
    /// nodes.
    public func make<Value>(
        _ state: ContentState<Value>,
        isRefreshing: Bool = false,
        identifier: String,
        loading: String,
        onRetry: @escaping @MainActor () -> Void,
        loaded: (Value) -> [ViewNode]
    ) -> [ViewNode] {
        switch state {
        case .loading:
            return [components.loadingIndicator(loading, identifier: "\(identifier).loading")]
        case let .failed(problem):
            return [
                components.failureState(
                    problem.reason(in: strings.language), retryTitle: strings.localized("content.retry"),
                    identifier: "\(identifier).failure", onRetry: onRetry)
            ]
        case let .loaded(fetched):
            if isRefreshing {
                let banner = components.banner(
                    strings.localized("content.refreshing"), identifier: "\(identifier).refreshing")
                return [banner] + loaded(fetched.value)
            }
            guard let problem = fetched.outOfDateBecause else { return loaded(fetched.value) }
            let banner = strings.localized("content.outOfDate", .text(problem.reason(in: strings.language)))
            return [components.banner(banner, identifier: "\(identifier).outOfDate")] + loaded(fetched.value)
        }
    }

    /// What the end of a paged list shows for `nextPage`: nothing while there is more to
    /// fetch, the indicator (`home.next.loading`), the failure with Retry (`home.next.failure`,
    /// `home.next.failure.retry`) or the end (`home.end`).
    public func make(
        _ nextPage: PagedArticles.NextPage, identifier: String, onRetry: @escaping @MainActor () -> Void
    ) -> [ViewNode] {
        switch nextPage {
        case .none, .available:
            return []
        case .loading:
            return [
                components.loadingIndicator(
                    strings.localized("content.nextPage.loading"), identifier: "\(identifier).next.loading")
            ]
        case let .failed(problem):
            return [
                components.failureState(
                    problem.reason(in: strings.language), retryTitle: strings.localized("content.retry"),
                    identifier: "\(identifier).next.failure", onRetry: onRetry)
            ]
        case .end:
            return [components.caption(strings.localized("content.end"), identifier: "\(identifier).end")]
        }
    }
}
