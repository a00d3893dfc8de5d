import HeadlessUI

/// The design tokens resolved for one appearance: what every screen is styled from.
public struct Theme: Sendable {
    /// Light or dark.
    public enum Appearance: String, Sendable, CaseIterable {
        /// Dark text on light backgrounds.
        case light
        /// Light text on dark backgrounds.
        case dark
    }

    /// Which appearance these values are for.
    public let appearance: Appearance
}
