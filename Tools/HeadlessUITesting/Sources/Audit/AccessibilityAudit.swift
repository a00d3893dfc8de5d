import HeadlessUI

/// Audits a screen as a person meets it: the top layer's tree for labels and identifiers,
/// and its SVG picture for what is drawn (contrast of the colours actually painted, tap
/// target sizes, clipped and overlapping text). HeadlessUI knows no design system, so the
/// contrast formula is handed in (DesignSystem's `AccessibilityAudit.wcag`).
public struct AccessibilityAudit: Sendable {
    /// UIKit's smallest comfortable tap target, each side, in points.
    public static let minimumTapSide = 44.0
    /// WCAG 2 AA's minimum for body text.
    public static let textContrast = 4.5
    /// WCAG 2 AA's minimum for large text (24 points, or 18.66 bold).
    public static let largeTextContrast = 3.0
    /// WCAG 2 AA's minimum for what identifies a control or shows its state (1.4.11).
    public static let nonTextContrast = 3.0

    /// The contrast ratio of a foreground drawn over an opaque background.
    public let contrastRatio: @Sendable (Color, Color) -> Double

    /// An audit measuring contrast with `contrastRatio`.
    public init(contrastRatio: @escaping @Sendable (Color, Color) -> Double) {
        self.contrastRatio = contrastRatio
    }

    /// Every finding on the screen's top layer, each element and check once, in reading order.
    ///
    /// - Parameter untranslatedWords: The platform's own words in English that this screen's
    ///   language says otherwise (empty for English): any of them drawn on the top layer is a
    ///   finding.
    @MainActor
    public func findings(in screen: Screen, untranslatedWords: Set<String> = []) -> [AccessibilityFinding] {
        let picture = SVGRenderer().picture(of: screen)
        guard let top = picture.topNode else { return [] }
        let found =
            AccessibilityTreeChecks.findings(in: top)
            + AccessibilityDrawnChecks(contrastRatio: contrastRatio, untranslatedWords: untranslatedWords).findings(
                in: picture.canvas.shapes, from: picture.topLayerStart)
        var seen = Set<AccessibilityFinding>()
        return found.filter { seen.insert($0).inserted }
    }

    /// Whether text of `font` counts as large for WCAG: 18 points (24 CSS pixels), or 14
    /// points bold.
    public static func isLargeText(_ font: Font) -> Bool {
        font.size >= 24 || (font.size >= 18.66 && font.weight >= 700)
    }
}
