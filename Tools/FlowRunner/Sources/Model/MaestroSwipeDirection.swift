/// The directions a swipe or a scroll may go, as Maestro names them.
public enum MaestroSwipeDirection: String, Sendable, CaseIterable {
    /// Down on a sheet: dismisses it.
    case down = "DOWN"
    /// Right from the leading edge: an interactive pop that completes.
    case right = "RIGHT"
    /// Up: scrolls content toward its end; a list that shows more at its end is asked for it
    /// (the headless tree is otherwise always fully laid out).
    case up = "UP"
    /// Left: scrolls content sideways; the headless tree is always fully laid out.
    case left = "LEFT"
}
