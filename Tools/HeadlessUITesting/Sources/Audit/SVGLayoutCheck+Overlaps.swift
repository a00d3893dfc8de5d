import HeadlessUI

extension SVGLayoutCheck {
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
}
