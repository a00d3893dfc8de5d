/// The files every generated screen has around its router: the routing protocol its view model
/// talks to, the typed route and the error a refused route throws.
struct RouteTemplates {
    /// The screen's type prefix, e.g. `Settings`.
    let prefix: String
    /// The screen's title, e.g. `Reading List`.
    let title: String

    /// The three files, by path inside `folder` (which ends with a slash).
    func files(in folder: String) -> [String: String] {
        [
            folder + "\(prefix)Routing.swift": routing,
            folder + "\(prefix)Route.swift": route,
            folder + "\(prefix)RoutingError.swift": routingError,
        ]
    }

    var routing: String {
        """
        /// The transitions the \(title) screen asks for; its view model depends on this, not on UI.
        protocol \(prefix)Routing: AnyObject {
            /// Goes to `route`, or says why it cannot.
            func route(to route: \(prefix)Route) throws(\(prefix)RoutingError)
        }

        """
    }

    var route: String {
        """
        /// Where the \(title) screen can lead; each new destination is a case here.
        enum \(prefix)Route: Equatable {
            /// Back to the screen that showed this one.
            case back
        }

        """
    }

    var routingError: String {
        """
        /// Why the \(title) screen could not go where it was asked to.
        enum \(prefix)RoutingError: Error, Equatable, CustomStringConvertible {
            /// The screen is the first of its navigation stack, or in none.
            case nothingToGoBackTo

            var description: String {
                switch self {
                case .nothingToGoBackTo:
                    return "There is no screen to go back to."
                }
            }
        }

        """
    }

    /// The test double of the routing protocol, for a test target that imports `module`.
    func mockRouter(testing module: String) -> String {
        """
        @testable import \(module)

        /// Records every route asked for; when `failure` is set, refuses with it.
        final class Mock\(prefix)Router: \(prefix)Routing {
            private(set) var routes: [\(prefix)Route] = []
            var failure: \(prefix)RoutingError?

            func route(to route: \(prefix)Route) throws(\(prefix)RoutingError) {
                routes.append(route)
                if let failure { throw failure }
            }
        }

        """
    }
}
