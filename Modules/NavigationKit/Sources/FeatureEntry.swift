import HeadlessUI

/// What a feature's builder returns: the feature's first screen, and the way a deep link
/// reaches a screen behind it. It is typed by the feature's own destinations and error, so a
/// coordinator opens a link without knowing, or casting to, the feature's view controllers.
public struct FeatureEntry<Destination, Failure: Error> {
    /// The feature's first screen, to be set as the root of the stack its router drives. The
    /// entry keeps it: whoever keeps the entry to open links keeps the screen they reach from.
    public let viewController: ViewController
    /// The feature's own coordinator, when it has one (it owns journeys its first screen
    /// starts): the coordinator that shows the feature keeps it as a child while it runs.
    public let flow: (any Coordinator)?
    private let opening: @MainActor (Destination) throws(Failure) -> Void
    private let saving: @MainActor () -> String?
    private let restoring: @MainActor (String) -> Bool

    /// The entry of a feature whose first screen is `viewController`, owned by `flow` when the
    /// feature has a coordinator of its own, and which shows a destination with `opening`,
    /// through the same route a tap takes. It saves no route.
    public init(
        viewController: ViewController, flow: (any Coordinator)? = nil,
        opening: @escaping @MainActor (Destination) throws(Failure) -> Void
    ) {
        self.init(
            viewController: viewController, flow: flow, opening: opening, saving: { nil }, restoring: { _ in false })
    }

    /// The entry of a feature that also keeps where the person is in it as a value of its own
    /// `Route` type: `route` gives the value (`nil` at its first screen with nothing typed), and
    /// `restore` shows one again through the routes a tap takes. The entry writes and reads the
    /// value as a `SavedRoute`; text that is not one of the feature's routes restores nothing.
    public init<Route: Codable>(
        viewController: ViewController, flow: (any Coordinator)? = nil,
        opening: @escaping @MainActor (Destination) throws(Failure) -> Void,
        route: @escaping @MainActor () -> Route?, restore: @escaping @MainActor (Route) -> Void
    ) {
        self.init(
            viewController: viewController, flow: flow, opening: opening,
            saving: { route().flatMap { SavedRoute.text($0) } },
            restoring: { text in
                guard let saved = SavedRoute.route(Route.self, from: text) else { return false }
                restore(saved)
                return true
            })
    }

    private init(
        viewController: ViewController, flow: (any Coordinator)?,
        opening: @escaping @MainActor (Destination) throws(Failure) -> Void,
        saving: @escaping @MainActor () -> String?, restoring: @escaping @MainActor (String) -> Bool
    ) {
        self.viewController = viewController
        self.flow = flow
        self.opening = opening
        self.saving = saving
        self.restoring = restoring
    }

    /// Shows `destination` from the feature's first screen.
    ///
    /// - Throws: The feature's own error, saying why the destination is not shown.
    @MainActor public func open(_ destination: Destination) throws(Failure) {
        try opening(destination)
    }

    /// Where the person is in the feature, as text the feature reads back; `nil` at its first
    /// screen with nothing typed.
    @MainActor public func savedRoute() -> String? {
        saving()
    }

    /// Shows again the place `route` (from `savedRoute()` on an earlier launch) describes,
    /// through the routes a tap takes. Returns `false`, showing nothing new, for text the
    /// feature cannot read; a part that no longer resolves (an article the server no longer
    /// has) is dropped by the feature, with a notice on its screen.
    @MainActor public func restore(_ route: String) -> Bool {
        restoring(route)
    }
}

extension FeatureEntry where Destination == Never, Failure == Never {
    /// The entry of a feature no deep link reaches inside: its first screen, and its own
    /// coordinator when it has one.
    public init(viewController: ViewController, flow: (any Coordinator)? = nil) {
        self.init(viewController: viewController, flow: flow) { _ in }
    }

    /// The entry of a feature no deep link reaches inside that keeps where the person is in it
    /// as a value of its own `Route` type, as `init(viewController:flow:opening:route:restore:)`.
    public init<Route: Codable>(
        viewController: ViewController, flow: (any Coordinator)? = nil,
        route: @escaping @MainActor () -> Route?, restore: @escaping @MainActor (Route) -> Void
    ) {
        self.init(viewController: viewController, flow: flow, opening: { _ in }, route: route, restore: restore)
    }
}
