import HeadlessUI

/// The checks that read the picture: contrast, tap targets, clipped and overlapping text.
@MainActor
struct AccessibilityDrawnChecks {
    /// What the phone shows under everything drawn (the glass is white).
    static let glass = Color(red: 1, green: 1, blue: 1)
    /// How far text may poke past its container or into another line before it counts,
    /// so rounding in the layout is not a finding.
    static let tolerance = 0.5

    let contrastRatio: @Sendable (Color, Color) -> Double
    /// English platform words that must not be drawn on this screen.
    var untranslatedWords: Set<String> = []

    /// Findings for the shapes from `start` on (the top layer); shapes before it are only
    /// painted under them.
    func findings(in shapes: [SVGDrawnShape], from start: Int) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        var texts: [SVGDrawnText] = []
        for index in shapes.indices where index >= start {
            switch shapes[index] {
            case let .target(frame, element):
                if let finding = tapTarget(frame, element) { findings.append(finding) }
            case let .text(text):
                guard text.isShown else { continue }
                texts.append(text)
                if let finding = clipping(text) { findings.append(finding) }
                // A label that itself ends in "…" ("Loading…") is drawn whole, not cut.
                if text.content.hasSuffix(SVGTextFitting.ellipsis), text.owner?.label != text.content,
                    text.owner?.allowsTruncation != true
                {
                    findings.append(
                        AccessibilityFinding(
                            check: .cutText, element: text.ownerSummary,
                            message: "is cut to \"\(text.content)\"; let it wrap or fit, or declare the cut on its node"
                        ))
                }
                if untranslatedWords.contains(text.content) {
                    findings.append(
                        AccessibilityFinding(
                            check: .untranslatedPlatformWord, element: text.ownerSummary,
                            message: "shows the platform's English \"\(text.content)\" on a screen in another language")
                    )
                }
                if let finding = contrast(text, over: backdrop(at: text, under: shapes[..<index])) {
                    findings.append(finding)
                }
            case let .boundary(boundary):
                let surroundings = backdrop(
                    atX: boundary.frame.x + boundary.frame.width / 2, y: boundary.frame.y + boundary.frame.height / 2,
                    under: shapes[..<index])
                if let finding = nonTextContrast(boundary, surroundings) { findings.append(finding) }
            case .fill, .element:
                continue
            }
        }
        return findings + SVGLayoutCheck.overlaps(among: texts)
    }

    private func tapTarget(_ frame: SVGCanvas.Rect, _ element: SVGElementReference) -> AccessibilityFinding? {
        let side = AccessibilityAudit.minimumTapSide
        guard frame.width < side - Self.tolerance || frame.height < side - Self.tolerance else { return nil }
        return AccessibilityFinding(
            check: .smallTapTarget, element: element.summary,
            message: "tap target is \(SVGCanvas.number(frame.width)) x \(SVGCanvas.number(frame.height)) points, "
                + "needs at least \(SVGCanvas.number(side)) x \(SVGCanvas.number(side))")
    }

    private func clipping(_ text: SVGDrawnText) -> AccessibilityFinding? {
        guard let fault = SVGLayoutCheck.escape(of: text) else { return nil }
        return AccessibilityFinding(check: .clippedText, element: text.ownerSummary, message: fault)
    }

    private func contrast(_ text: SVGDrawnText, over backdrop: Color) -> AccessibilityFinding? {
        // WCAG exempts the text of inactive controls.
        guard text.owner?.isEnabled ?? true else { return nil }
        let large = AccessibilityAudit.isLargeText(text.font)
        let minimum = large ? AccessibilityAudit.largeTextContrast : AccessibilityAudit.textContrast
        let ratio = contrastRatio(text.color, backdrop)
        guard ratio < minimum else { return nil }
        let ink = Self.blend(text.color, onto: backdrop)
        return AccessibilityFinding(
            check: .lowContrast, element: text.ownerSummary,
            message: "\(ink.hexString) on \(backdrop.hexString) is \(Self.ratio(ratio)):1, "
                + "needs \(Self.ratio(minimum)):1 for \(large ? "large " : "")text")
    }

    /// A control whose edge, and fill if it has one, both contrast less than 3:1 with what
    /// surrounds it. Inactive controls are exempt, as WCAG has it.
    private func nonTextContrast(_ boundary: SVGDrawnBoundary, _ surroundings: Color) -> AccessibilityFinding? {
        guard boundary.element.isEnabled else { return nil }
        let minimum = AccessibilityAudit.nonTextContrast
        let edgeRatio = contrastRatio(boundary.edge, surroundings)
        let fillRatio = boundary.fill.map { contrastRatio($0, surroundings) } ?? 0
        guard max(edgeRatio, fillRatio) < minimum else { return nil }
        let part = boundary.element.role == .toggle ? "track" : "border"
        let edge = Self.blend(boundary.edge, onto: surroundings)
        return AccessibilityFinding(
            check: .lowNonTextContrast, element: boundary.element.summary,
            message: "\(part) \(edge.hexString) on \(surroundings.hexString) is \(Self.ratio(edgeRatio)):1, "
                + "needs \(Self.ratio(minimum)):1 to be made out")
    }

    /// The colour painted under the middle of `text`: every fill drawn before it there,
    /// composited in order over the glass.
    private func backdrop(at text: SVGDrawnText, under earlier: ArraySlice<SVGDrawnShape>) -> Color {
        backdrop(atX: text.frame.x + text.frame.width / 2, y: text.frame.y + text.frame.height / 2, under: earlier)
    }

    /// The colour at (`x`, `y`): every fill drawn there before, composited in order over the glass.
    private func backdrop(atX x: Double, y: Double, under earlier: ArraySlice<SVGDrawnShape>) -> Color {
        var color = Self.glass
        for case let .fill(frame, fill) in earlier where frame.contains(x: x, y: y) {
            color = Self.blend(fill, onto: color)
        }
        return color
    }

    nonisolated static func blend(_ color: Color, onto background: Color) -> Color {
        let alpha = color.alpha
        return Color(
            red: color.red * alpha + background.red * (1 - alpha),
            green: color.green * alpha + background.green * (1 - alpha),
            blue: color.blue * alpha + background.blue * (1 - alpha))
    }

    private static func ratio(_ value: Double) -> String {
        String((value * 100).rounded(.down) / 100)
    }
}

extension SVGDrawnText {
    /// Whether any of the line can be seen: it has characters and is not scrolled out of view.
    var isShown: Bool {
        guard !content.allSatisfy(\.isWhitespace) else { return false }
        guard let clip else { return true }
        return clip.contains(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }

    /// The element the line belongs to, as findings name it.
    var ownerSummary: String {
        owner?.summary ?? "status \"\(content)\""
    }
}
