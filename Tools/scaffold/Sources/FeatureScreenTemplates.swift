/// The first screen of a new feature module, in the shape of Home's feed: it greets the person
/// by the session's name, lists what the module's `<Name>ContentLoading` fetches through
/// ArticleKit's `RemoteContent` (loading, failed with Retry, empty, the list that refreshes when
/// pulled down, under a banner when it may be out of date), and leaves the module with "Done".
/// Its Routing and Router come from `RouteTemplates`, as every screen's do.
struct FeatureScreenTemplates {
    let name: FeatureName

    /// The screen as its routes and words describe it.
    var screen: ScreenDescription { .feature(name) }

    /// The six files of the screen's folder, by path inside `folder` (which ends with a slash).
    func files(in folder: String) -> [String: String] {
        let routes = RouteTemplates(screen: screen)
        let texts = [factory, viewController, nodeTree, viewModel, routes.routing, routes.router]
        return Dictionary(uniqueKeysWithValues: zip(ScreenTemplates.fileNames(prefix: n).map { folder + $0 }, texts))
    }

    private var n: String { name.short }
    private var id: String { name.identifierPrefix }
    private var keys: ScreenStrings { screen.strings }
    private var words: ContentStrings { .feature(name) }

    var factory: String {
        """
        import Components
        import DesignSystem
        import HeadlessUI

        /// Wires the \(name.title) screen: its router, view model and controller, once, here.
        enum \(n)Factory {
            static func make(dependencies: \(n)Dependencies) -> \(n)ViewController {
                let viewModel = \(n)ViewModel(
                    content: dependencies.content, sessionStore: dependencies.sessionStore,
                    router: \(n)Router(dependencies: dependencies),
                    strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
                return \(n)ViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
            }
        }

        """
    }

    var viewController: String {
        ScreenTemplates.viewController(
            prefix: n, title: name.title, titleKey: keys.title.key, passes: "taps and pulls",
            makeView: "        tree.make(for: viewModel)")
    }

    var nodeTree: String {
        """
        import ArticleKit
        import Components
        import DesignSystem
        import HeadlessUI

        /// The \(name.title) screen's node tree: a greeting, the list in its state (loading, failed
        /// with Retry, empty, or the list, which refreshes when pulled down, under a banner when it
        /// may be out of date), an error line (hidden while there is none) and "Done".
        final class \(n)NodeTree {
            private let components: Components

            init(components: Components) {
                self.components = components
            }

            /// Builds the tree for `viewModel`'s state; taps and pulls go back to it.
            func make(for viewModel: \(n)ViewModel) -> ViewNode {
                let strings = viewModel.strings
                let content = ContentStateNodes(components: components).make(
                    viewModel.content.state, identifier: "\(id)", loading: strings.localized("\(words.loading.key)"),
                    onRetry: { [weak viewModel] in viewModel?.reload() },
                    loaded: { _ in
                        let rows = viewModel.rows
                        // An empty list keeps its (empty) list node, so pulling it down still asks for newer content.
                        let empty =
                            rows.isEmpty
                            ? [components.emptyState(strings.localized("\(words.empty.key)"), identifier: "\(id).empty")] : []
                        return empty + [
                            components.list(
                                rows.map { row in
                                    components.listRow(title: row.title, subtitle: row.subtitle, identifier: "\(id).item.\\(row.id)")
                                },
                                identifier: "\(id).list",
                                onRefresh: { [weak viewModel] in viewModel?.reload() })
                        ]
                    })
                let greeting = components.body(
                    strings.localized("\(keys.message.key)", .text(viewModel.displayName)), identifier: "\(id).greeting")
                return components.screen(
                    [greeting] + content + [
                        components.errorMessage(viewModel.errorMessage, identifier: "\(id).error"),
                        components.primaryButton(
                            strings.localized("\(keys.done.key)"), identifier: "\(id).done",
                            action: { [weak viewModel] in viewModel?.didTapDone() }),
                    ],
                    identifier: "\(id).screen"
                )
            }
        }

        """
    }

    var viewModel: String {
        """
        import ArticleKit
        import Components
        import ContentModels
        import DesignSystem
        import NavigationKit

        /// Decides what the \(name.title) screen lists, where its "Done" leads, and what the screen says
        /// when that is refused.
        final class \(n)ViewModel: ScreenViewModel {
            /// What the list shows for one item.
            struct Row: Equatable {
                /// The item's id.
                let id: String
                /// The item's headline.
                let title: String
                /// Category and summary, on the line under the headline.
                let subtitle: String
            }

            /// The list as far as it has been fetched.
            let content: RemoteContent<[ArticleSummary]>
            /// Why the last request could not be carried out; `nil` when it was.
            private(set) var errorMessage: String? {
                didSet { onChange?() }
            }
            var onChange: (() -> Void)? {
                didSet { content.onChange = onChange }
            }

            private let sessionStore: any \(n)SessionStoring
            private let router: any \(n)Routing
            let strings: LocalizedStrings

            init(
                content loader: any \(n)ContentLoading, sessionStore: any \(n)SessionStoring,
                router: any \(n)Routing, strings: LocalizedStrings
            ) {
                self.sessionStore = sessionStore
                self.router = router
                self.strings = strings
                content = RemoteContent { () async throws(ContentProblem) -> Fetched<[ArticleSummary]> in
                    try await loader.content()
                }
            }

            /// The logged-in person's name, as the session gives it.
            var displayName: String { sessionStore.displayName }

            /// The items, in the order fetched; empty until they arrive.
            var rows: [Row] {
                guard case let .loaded(fetched) = content.state else { return [] }
                return fetched.value.map { Row(id: $0.id, title: $0.title, subtitle: "\\($0.category) · \\($0.summary)") }
            }

            func screenWillAppear() {
                content.resume()
            }

            func screenDidDisappear() {
                content.stop()
            }

            /// Fetches the list again: Retry after a failure, or a pull to refresh.
            func reload() {
                content.reload()
            }

            /// Leaves the module; a refused route becomes the error line.
            func didTapDone() {
                do {
                    try router.route(to: .\(screen.button.caseName))
                    if errorMessage != nil { errorMessage = nil }
                } catch {
                    errorMessage = strings.localized("\(keys.error.key)", .text(error.message(in: strings.language)))
                }
            }
        }

        """
    }
}
