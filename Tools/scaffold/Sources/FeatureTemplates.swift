/// The source files of a new feature module: the four public files and one screen folder, in
/// the shape every feature has (see the README's "Add a feature module").
struct FeatureTemplates {
    let name: FeatureName

    /// Every generated file, sources and tests, by path relative to the package.
    var files: [String: String] {
        let sources = "Modules/\(name.module)/Sources/"
        let screen = sources + name.short + "/"
        var files: [String: String] = [
            sources + "\(name.short)Builder.swift": builder,
            sources + "\(name.short)Dependencies.swift": dependencies,
            sources + "\(name.short)SessionStoring.swift": sessionStoring,
            sources + "\(name.short)FlowDelegate.swift": flowDelegate,
            screen + "\(name.short)ScreenFactory.swift": screenFactory,
            screen + "\(name.short)ViewController.swift": viewController,
            screen + "\(name.short)NodeTree.swift": nodeTree,
            screen + "\(name.short)ViewModel.swift": viewModel,
            screen + "\(name.short)Router.swift": router,
        ]
        files.merge(RouteTemplates(prefix: name.short, title: name.title).files(in: screen)) { generated, _ in
            generated
        }
        files.merge(FeatureTestTemplates(name: name).files) { generated, _ in generated }
        return files
    }

    private var n: String { name.short }

    var builder: String {
        """
        import Components
        import DesignSystem
        import HeadlessUI

        /// The \(n) module's only entry point.
        public enum \(n)Builder {
            /// Builds the \(name.title) screen, to be shown on the stack `dependencies.router` drives.
            public static func build(dependencies: \(n)Dependencies) -> ViewController {
                \(n)ScreenFactory.make(dependencies: dependencies)
            }
        }

        """
    }

    var dependencies: String {
        """
        import DesignSystem
        import NavigationKit

        /// Everything the \(n) module receives from App, in one value.
        public struct \(n)Dependencies {
            /// The resolved design tokens to draw with.
            public var theme: Theme
            /// What the module reads from the session.
            public var sessionStore: any \(n)SessionStoring
            /// Told when the person is done; held weakly, as delegates are.
            public weak var flowDelegate: (any \(n)FlowDelegate)?
            /// The Router of the stack the module's screen is shown on; the module's screens go
            /// everywhere through it. Weak: the stack's owner keeps it, and the stack keeps the screen.
            public weak var router: Router?

            /// Creates the dependencies.
            public init(
                theme: Theme,
                sessionStore: any \(n)SessionStoring,
                flowDelegate: (any \(n)FlowDelegate)?,
                router: Router
            ) {
                self.theme = theme
                self.sessionStore = sessionStore
                self.flowDelegate = flowDelegate
                self.router = router
            }
        }

        """
    }

    var sessionStoring: String {
        """
        /// What the \(n) module needs of the session; App's session store conforms to it.
        public protocol \(n)SessionStoring: AnyObject {
            /// The logged-in person's display name.
            var displayName: String { get }
        }

        """
    }

    var flowDelegate: String {
        """
        /// Told when the person leaves the \(n) module, so the flow that showed it can go on.
        public protocol \(n)FlowDelegate: AnyObject {
            /// The person is done with the \(name.title) screen, which has been closed.
            func \(name.identifierPrefix)DidFinish()
        }

        """
    }

    var screenFactory: String {
        """
        import Components
        import HeadlessUI

        /// Makes the \(name.title) screen with its router and view model.
        enum \(n)ScreenFactory {
            static func make(dependencies: \(n)Dependencies) -> ViewController {
                let router = \(n)Router(dependencies: dependencies)
                let viewModel = \(n)ViewModel(
                    sessionStore: dependencies.sessionStore,
                    router: router,
                    flowDelegate: dependencies.flowDelegate
                )
                return \(n)ViewController(
                    viewModel: viewModel,
                    components: Components(theme: dependencies.theme)
                )
            }
        }

        """
    }

    var viewController: String {
        """
        import Components
        import HeadlessUI

        /// The \(name.title) screen: draws its view model's state and passes taps back to it.
        final class \(n)ViewController: ScreenViewController<\(n)ViewModel> {
            private let tree: \(n)NodeTree

            init(viewModel: \(n)ViewModel, components: Components) {
                tree = \(n)NodeTree(components: components)
                super.init(title: "\(name.title)", viewModel: viewModel)
            }

            override func makeView() -> ViewNode {
                tree.make(
                    greeting: viewModel.greeting,
                    errorMessage: viewModel.errorMessage,
                    onDone: { [weak viewModel] in viewModel?.didTapDone() }
                )
            }
        }

        """
    }

    var nodeTree: String {
        """
        import Components
        import HeadlessUI

        /// The \(name.title) screen's node tree: a greeting, an error line and "Done".
        struct \(n)NodeTree {
            let components: Components

            /// Builds the tree with `errorMessage` above "Done" (hidden while it is `nil`);
            /// `onDone` runs when "Done" is tapped.
            func make(
                greeting: String,
                errorMessage: String?,
                onDone: @escaping @MainActor () -> Void
            ) -> ViewNode {
                components.screen(
                    [
                        components.body(greeting, identifier: "\(name.identifierPrefix).greeting"),
                        components.errorMessage(errorMessage, identifier: "\(name.identifierPrefix).error"),
                        components.primaryButton("Done", identifier: "\(name.identifierPrefix).done", action: onDone),
                    ],
                    identifier: "\(name.identifierPrefix).screen"
                )
            }
        }

        """
    }

    var viewModel: String {
        """
        import Components

        /// Decides what the \(name.title) screen shows and where "Done" leads.
        final class \(n)ViewModel: ScreenViewModel {
            /// Why the last request could not be carried out; `nil` when it was.
            private(set) var errorMessage: String? {
                didSet { onChange?() }
            }
            /// Called after the state changed, so the screen can redraw.
            var onChange: (() -> Void)?

            private let sessionStore: any \(n)SessionStoring
            private let router: any \(n)Routing
            private weak var flowDelegate: (any \(n)FlowDelegate)?

            init(
                sessionStore: any \(n)SessionStoring,
                router: any \(n)Routing,
                flowDelegate: (any \(n)FlowDelegate)?
            ) {
                self.sessionStore = sessionStore
                self.router = router
                self.flowDelegate = flowDelegate
            }

            /// The line at the top, naming who is logged in.
            var greeting: String { "Signed in as \\(sessionStore.displayName)." }

            /// Leaves the screen, then tells the flow; a refused route becomes the error line.
            func didTapDone() {
                do {
                    try router.route(to: .back)
                    errorMessage = nil
                    flowDelegate?.\(name.identifierPrefix)DidFinish()
                } catch {
                    errorMessage = error.description
                }
            }
        }

        """
    }

    var router: String {
        """
        /// Carries out the \(name.title) screen's routes through the Router of its stack.
        final class \(n)Router: \(n)Routing {
            private let dependencies: \(n)Dependencies

            init(dependencies: \(n)Dependencies) {
                self.dependencies = dependencies
            }

            func route(to route: \(n)Route) throws(\(n)RoutingError) {
                switch route {
                case .back:
                    guard let router = dependencies.router, router.topModule !== router.rootModule else {
                        throw .nothingToGoBackTo
                    }
                    router.popModule(animated: true)
                }
            }
        }

        """
    }
}
