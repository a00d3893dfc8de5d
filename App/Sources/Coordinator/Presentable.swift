import HeadlessUI

/// Anything a router can show: a screen, or a coordinator's root.
protocol Presentable: AnyObject {
    /// The controller to put on screen.
    func toPresent() -> ViewController
}

extension ViewController: Presentable {
    func toPresent() -> ViewController { self }
}
