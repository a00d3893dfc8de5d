/// The choices UIKit makes laying out a navigation bar when its title and back button
/// compete for room.
enum SVGNavigationBarLayout {
    /// The space kept between the back button and the centred title.
    static let gap = 8.0
    /// The chevron every back button starts with.
    static let chevron = "‹"

    /// The back button's text: the chevron and the previous title when the centred title
    /// still fits beside it, else the chevron and "Back", else the chevron alone.
    static func backLabel(
        _ label: String, font: Font, title: String, titleFont: Font, barWidth: Double, padding: Double
    ) -> String {
        let titleWidth = SVGTextMeasure.width(of: title, font: titleFont)
        // The title is centred, so the back button may reach its left edge less the gap.
        let room = (barWidth - titleWidth) / 2 - padding - gap
        for candidate in [chevron + " " + label, chevron + " Back"]
        where SVGTextMeasure.width(of: candidate, font: font) <= room {
            return candidate
        }
        return chevron
    }
}
