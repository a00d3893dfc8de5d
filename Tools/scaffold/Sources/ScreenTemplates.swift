/// The source files of a new screen inside a feature: one folder with its factory, view
/// controller, node tree, view model, typed route, routing protocol, router and routing error.
struct ScreenTemplates {
    let name: ScreenName

    /// Every generated file, sources and tests, by path relative to the package.
    var files: [String: String] {
        let folder = name.sources + n + "/"
        var files: [String: String] = [
            folder + "\(n)ScreenFactory.swift": factory,
            folder + "\(n)ViewController.swift": viewController,
            folder + "\(n)NodeTree.swift": nodeTree,
            folder + "\(n)ViewModel.swift": viewModel,
            folder + "\(n)Router.swift": router,
        ]
        files.merge(RouteTemplates(prefix: n, title: title).files(in: folder)) { generated, _ in generated }
        files.merge(ScreenTestTemplates(name: name).files) { generated, _ in generated }
        return files
    }

    private var n: String { name.short }
    private var title: String { name.screen.title }
    private var id: String { name.screen.identifierPrefix }

    var factory: String {
        """
        import Components
        import DesignSystem
        import HeadlessUI
        import NavigationKit

        /// Makes the \(title) screen with its router and view model.
        enum \(n)ScreenFactory {
            /// The screen, drawn with `theme`, going where it leads through `router`: the Router
            /// of the stack it is pushed on.
            static func make(theme: Theme, router: Router?) -> ViewController {
                let viewModel = \(n)ViewModel(router: \(n)Router(router: router))
                return \(n)ViewController(viewModel: viewModel, components: Components(theme: theme))
            }
        }

        """
    }

    var viewController: String {
        """
        import Components
        import HeadlessUI

        /// The \(title) screen: draws its view model's state and passes taps back to it.
        final class \(n)ViewController: ScreenViewController<\(n)ViewModel> {
            private let tree: \(n)NodeTree

            init(viewModel: \(n)ViewModel, components: Components) {
                tree = \(n)NodeTree(components: components)
                super.init(title: "\(title)", viewModel: viewModel)
            }

            override func makeView() -> ViewNode {
                tree.make(
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

        /// The \(title) screen's node tree: what it is for, an error line and "Done".
        struct \(n)NodeTree {
            let components: Components

            /// Builds the tree with `errorMessage` above "Done" (hidden while it is `nil`);
            /// `onDone` runs when "Done" is tapped.
            func make(errorMessage: String?, onDone: @escaping @MainActor () -> Void) -> ViewNode {
                components.screen(
                    [
                        components.body("\(title) goes here.", identifier: "\(id).body"),
                        components.errorMessage(errorMessage, identifier: "\(id).error"),
                        components.primaryButton("Done", identifier: "\(id).done", action: onDone),
                    ],
                    identifier: "\(id).screen"
                )
            }
        }

        """
    }

    var viewModel: String {
        """
        import Components

        /// Decides where the \(title) screen's "Done" leads.
        final class \(n)ViewModel: ScreenViewModel {
            /// Why the last request could not be carried out; `nil` when it was.
            private(set) var errorMessage: String? {
                didSet { onChange?() }
            }
            /// Called after the state changed, so the screen can redraw.
            var onChange: (() -> Void)?

            private let router: any \(n)Routing

            init(router: any \(n)Routing) {
                self.router = router
            }

            /// Goes back to the screen that showed this one; a refused route becomes the error line.
            func didTapDone() {
                do {
                    try router.route(to: .back)
                    errorMessage = nil
                } catch {
                    errorMessage = error.description
                }
            }
        }

        """
    }

    var router: String {
        """
        import NavigationKit

        /// Carries out the \(title) screen's routes through the Router of its stack.
        final class \(n)Router: \(n)Routing {
            /// Weak: the stack's owner keeps the Router, and the Router keeps this screen.
            private weak var router: Router?

            init(router: Router?) {
                self.router = router
            }

            func route(to route: \(n)Route) throws(\(n)RoutingError) {
                switch route {
                case .back:
                    guard let router, router.topModule !== router.rootModule else {
                        throw .nothingToGoBackTo
                    }
                    router.popModule(animated: true)
                }
            }
        }

        """
    }

}
