import Components
import DesignSystem
import HeadlessUI

/// The nodes every screen of fetched content shows the same way: the loading indicator, the
/// failure with its reason and Retry, and, above content that may be out of date, the banner
/// saying why. The screen gives what it shows once loaded.
public struct ContentStateNodes {
    private let components: Components
    private let strings: LocalizedStrings

    /// Nodes drawn with `components`, worded in its theme's language.
    public init(components: Components) {
        self.components = components
        strings = LocalizedStrings(bundle: .module, language: components.theme.language)
    }

    /// The nodes for `state`: identifiers start with `identifier` (`home.loading`,
    /// `home.failure`, `home.failure.retry`, `home.outOfDate`); `loading` labels the indicator
    /// for assistive technology; `loaded` makes the content's own nodes.
    public func make<Value>(
        _ state: ContentState<Value>,
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
            guard let problem = fetched.outOfDateBecause else { return loaded(fetched.value) }
            let banner = strings.localized("content.outOfDate", .text(problem.reason(in: strings.language)))
            return [components.banner(banner, identifier: "\(identifier).outOfDate")] + loaded(fetched.value)
        }
    }
}
