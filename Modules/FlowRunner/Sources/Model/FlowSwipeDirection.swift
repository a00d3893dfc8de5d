/// The swipes the headless screen understands.
public enum FlowSwipeDirection: String, Sendable, CaseIterable {
    /// Down on a sheet: dismisses it.
    case down = "DOWN"
    /// Right from the leading edge: an interactive pop that completes.
    case right = "RIGHT"
}
