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

    /// The entry of a feature whose first screen is `viewController`, owned by `flow` when the
    /// feature has a coordinator of its own, and which shows a destination with `opening`,
    /// through the same route a tap takes.
    public init(
        viewController: ViewController, flow: (any Coordinator)? = nil,
        opening: @escaping @MainActor (Destination) throws(Failure) -> Void
    ) {
        self.viewController = viewController
        self.flow = flow
        self.opening = opening
    }

    /// Shows `destination` from the feature's first screen.
    ///
    /// - Throws: The feature's own error, saying why the destination is not shown.
    @MainActor public func open(_ destination: Destination) throws(Failure) {
        try opening(destination)
    }
}

extension FeatureEntry where Destination == Never, Failure == Never {
    /// The entry of a feature no deep link reaches inside: its first screen, and its own
    /// coordinator when it has one.
    public init(viewController: ViewController, flow: (any Coordinator)? = nil) {
        self.init(viewController: viewController, flow: flow) { _ in }
    }
}
