import DesignSystem
import HeadlessUI
import HeadlessUITesting

extension AccessibilityAudit {
    /// The audit measuring contrast with the design system's WCAG 2 formula, the one the
    /// declared token pairs are proved with.
    public static let wcag = AccessibilityAudit(contrastRatio: { ContrastRatio.between($0, $1) })
}
