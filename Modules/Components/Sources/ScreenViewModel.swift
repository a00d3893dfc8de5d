/// What a screen's view model offers its screen: one call after the state the screen shows
/// has changed. The view model keeps decisions and state and knows no node or controller.
@MainActor
public protocol ScreenViewModel: AnyObject {
    /// Called after the state the screen shows has changed; the screen sets it.
    var onChange: (() -> Void)? { get set }
}
