/// A generated screen's routing: its Routing file (the Route enum and the protocol its view
/// model asks through, refusing with NavigationKit's `RoutingError`), its Router, and the
/// tests' recording double of the protocol.
struct RouteTemplates {
    let screen: ScreenDescription

    private var p: String { screen.prefix }

    var routing: String {
        let documentation =
            switch screen.button {
            case .back: "Back to the screen that showed this one."
            case .leaveModule: "Out of the module: the flow that showed it decides what comes next."
            }
        return """
            import NavigationKit

            /// Every place the \(screen.title) screen can lead.
            enum \(p)Route: Equatable {
                /// \(documentation)
                case \(screen.button.caseName)
            }

            /// How the \(screen.title) screen's view model asks for a route; it knows no screen and no Router.
            protocol \(p)Routing: AnyObject {
                /// Shows `route`.
                ///
                /// - Throws: `RoutingError` when the screen is no longer shown or the Router refuses.
                func route(to route: \(p)Route) throws(RoutingError)
            }

            """
    }

    var router: String {
        switch screen.button {
        case .back:
            return """
                import HeadlessUI
                import NavigationKit

                /// Carries out the \(screen.title) screen's routes through the Router of its stack.
                final class \(p)Router: \(p)Routing {
                    private let dependencies: \(screen.dependencies)

                    init(dependencies: \(screen.dependencies)) {
                        self.dependencies = dependencies
                    }

                    func route(to route: \(p)Route) throws(RoutingError) {
                        \(RouteEditor.routerGuard)
                        switch route {
                        case .back:
                            // The first screen of a stack has nothing under it to go back to.
                            guard router.topModule !== router.rootModule else { throw .refused(.navigation(.nothingToPop)) }
                            router.popModule(animated: true)
                        }
                    }
                }

                """
        case let .leaveModule(method):
            return """
                import NavigationKit

                /// Carries out the \(screen.title) screen's routes: leaving the module is told to its flow
                /// delegate, held weakly in the dependencies; a screen it leads to is pushed through their Router.
                final class \(p)Router: \(p)Routing {
                    private let dependencies: \(screen.dependencies)

                    init(dependencies: \(screen.dependencies)) {
                        self.dependencies = dependencies
                    }

                    func route(to route: \(p)Route) throws(RoutingError) {
                        switch route {
                        case .finished:
                            // Nobody left to tell: refused, so the screen says so instead of doing nothing.
                            guard let flowDelegate = dependencies.flowDelegate else { throw .notShown }
                            flowDelegate.\(method)()
                        }
                    }
                }

                """
        }
    }

    /// The test double of the routing protocol, for a test target that imports `module`.
    func mockRouter(testing module: String) -> String {
        """
        import NavigationKit

        @testable import \(module)

        /// Records the routes asked for; when `errorToThrow` is set, refuses every route with it.
        final class Mock\(p)Router: \(p)Routing {
            private(set) var routes: [\(p)Route] = []
            var errorToThrow: RoutingError?

            func route(to route: \(p)Route) throws(RoutingError) {
                routes.append(route)
                if let errorToThrow { throw errorToThrow }
            }
        }

        """
    }
}
