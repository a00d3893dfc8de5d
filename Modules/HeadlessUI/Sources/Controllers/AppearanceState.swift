/// Where a view controller is in its appearance cycle.
public enum AppearanceState: Sendable, Equatable {
    /// Not on screen (the initial state).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}

/// How a presented view controller covers its presenter.
public enum ModalPresentationStyle: String, Sendable {
    /// Covers everything; the presenter disappears.
    case fullScreen
    /// A card over the presenter, which stays visible behind it and can be swiped down.
    case pageSheet
}
