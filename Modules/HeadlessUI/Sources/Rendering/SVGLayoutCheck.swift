/// The layout self-check every picture must pass: no text leaves the element holding it
/// (shortened text ends in "…" and fits). The accessibility audit (HeadlessUITesting) adds
/// the check that no two lines overlap.
@MainActor
package enum SVGLayoutCheck {
    /// How far a line may poke out before it counts, so rounding is not a fault.
    package static let tolerance = 0.5

    /// What is wrong with where `text` sits, or `nil`.
    package static func escape(of text: SVGDrawnText) -> String? {
        let left = text.frame.x
        let right = text.frame.maxX
        if let bounds = text.bounds,
            left < bounds.lowerBound - tolerance || right > bounds.upperBound + tolerance
        {
            return "'\(excerpt(text.content))' is \(SVGCanvas.number(text.frame.width)) points wide and runs "
                + "past its element (\(SVGCanvas.number(bounds.lowerBound))...\(SVGCanvas.number(bounds.upperBound)))"
        }
        if left < -tolerance || right > SVGRenderer.phoneWidth + tolerance {
            return "'\(excerpt(text.content))' runs off the screen"
        }
        return nil
    }

    /// The start of a long text, for a message.
    package static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
