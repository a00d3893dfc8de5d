import HeadlessUI

/// Anything a router can show: a screen, or a coordinator's root.
@MainActor
public protocol Presentable: AnyObject {
    /// The controller to put on screen.
    func toPresent() -> ViewController
}

extension ViewController: Presentable {
    /// The screen itself.
    public func toPresent() -> ViewController { self }
}
