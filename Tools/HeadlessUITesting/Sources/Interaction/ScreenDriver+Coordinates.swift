import HeadlessUI

extension ScreenDriver {
    /// The element a finger at (`x`, `y`) points in from the top left touches, as UIKit's hit
    /// test finds it: among `DrawnScreen.tapTargets`, the smallest frame there, so a row's
    /// button wins over the row; `nil` when nothing there takes taps. Right to left, the
    /// frames are mirrored, as UIKit's are.
    ///
    /// - Throws: `InteractionError.noScreen` when the window is empty.
    public func element(atX x: Double, y: Double) throws(InteractionError) -> ViewNode? {
        let drawn = DrawnScreen(window.screen)
        guard drawn.topNode != nil else { throw .noScreen }
        return drawn.tapTargets.filter { $0.frame.contains(x: x, y: y) }
            .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }?.node
    }

    /// Taps at (`x`, `y`) points from the top left, as Maestro's `tapOn: {point: ...}` does.
    ///
    /// - Throws: `InteractionError.notFound` when nothing there takes taps, `.disabled` when
    ///   what is there is disabled.
    public func tap(atX x: Double, y: Double) throws(InteractionError) {
        let description = "point \(SVGCanvas.number(x)),\(SVGCanvas.number(y))"
        guard let node = try element(atX: x, y: y) else {
            throw .notFound(selector: description, tree: try currentTree())
        }
        try tap(node, describedAs: description)
    }
}
