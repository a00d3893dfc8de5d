/// A view model whose state changes while its screen is shown: it calls `onChange` after each
/// change, and its screen builds its view again. A view model whose screen never changes (a
/// confirmation that only shows what it was given) does not conform, and carries no callback.
///
/// `onChange` is how a view model tells its own screen to redraw; it is not how a child tells a
/// parent anything (that is a delegate), and only `ScreenViewController` sets it.
@MainActor
public protocol ScreenViewModel: AnyObject {
    /// Called after the state the screen shows has changed; the screen sets it when it is made.
    var onChange: (() -> Void)? { get set }

    /// Called before the screen appears (first shown, or uncovered, or its tab chosen): where a
    /// screen that loads starts loading what it does not have yet.
    func screenWillAppear()

    /// Called after the screen disappeared (covered, popped, its tab left, the app logged out):
    /// where a screen that loads cancels its requests, so nothing outlives it.
    func screenDidDisappear()
}

extension ScreenViewModel {
    /// Does nothing: a screen that loads nothing has nothing to start.
    public func screenWillAppear() {}

    /// Does nothing: a screen that loads nothing has nothing to cancel.
    public func screenDidDisappear() {}
}
