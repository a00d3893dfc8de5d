/// The layout self-check every picture must pass: no two lines of text overlap, and no text
/// leaves the element holding it (shortened text ends in "…" and fits).
@MainActor
enum SVGLayoutCheck {
    /// How far a line may poke out before it counts, so rounding is not a fault.
    static let tolerance = 0.5

    /// What is wrong with where `text` sits, or `nil`.
    static func escape(of text: SVGDrawnText) -> String? {
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

    /// A finding for each pair of lines drawn over each other.
    static func overlaps(among texts: [SVGDrawnText]) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        // Sorted by top, each line is compared only with the lines that start above its bottom.
        // What shows of each line: a line scrolled partly under a bar is cut where the bar starts.
        let sorted = texts.map { text in
            var visible = text
            if let clip = text.clip { visible.frame = text.frame.intersection(clip) }
            return visible
        }.sorted { $0.frame.y < $1.frame.y }
        for (index, text) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.frame.y >= text.frame.maxY - tolerance { break }
                let shared = text.frame.intersection(other.frame)
                guard shared.width > tolerance, shared.height > tolerance else { continue }
                findings.append(
                    AccessibilityFinding(
                        check: .overlappingText, element: text.ownerSummary,
                        message: "'\(excerpt(text.content))' is drawn over '\(excerpt(other.content))' "
                            + "(\(other.ownerSummary))"))
            }
        }
        return findings
    }

    /// The start of a long text, for a message.
    static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
