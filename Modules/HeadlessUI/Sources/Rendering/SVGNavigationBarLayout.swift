/// The choices UIKit makes laying out a navigation bar when its title and back button
/// compete for room.
enum SVGNavigationBarLayout {
    /// The space kept between the back button and the centred title.
    static let gap = 8.0
    /// The chevron every back button starts with, as path data on a 12 x 22 grid.
    static let chevron = "M10 2 L2 11 L10 20"
    /// The width of the grid the chevron is drawn on, in points.
    static let chevronGridWidth = 12.0
    /// The chevron's width and the space after it, in points.
    static let chevronWidth = 18.0

    /// The back button's text beside the chevron: the previous title when the centred title
    /// still fits beside it, else `fallback` (the platform's "Back" in the app's language), else
    /// nothing (the chevron alone).
    static func backLabel(
        _ label: String, fallback: String, font: Font, title: String, titleFont: Font, barWidth: Double,
        padding: Double
    ) -> String {
        let titleWidth = SVGTextMeasure.width(of: title, font: titleFont)
        // The title is centred, so the back button may reach its left edge less the gap.
        let room = (barWidth - titleWidth) / 2 - padding - gap - chevronWidth
        for candidate in [label, fallback]
        where !candidate.isEmpty && SVGTextMeasure.width(of: candidate, font: font) <= room {
            return candidate
        }
        return ""
    }
}
