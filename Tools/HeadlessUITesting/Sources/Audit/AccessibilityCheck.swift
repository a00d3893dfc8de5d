import HeadlessUI

/// What the accessibility audit looks for on a screen as drawn.
public enum AccessibilityCheck: String, Sendable, CaseIterable, Codable {
    /// An element a person can tap or type into that has no label to announce.
    case missingLabel
    /// Two visible elements of one screen share an accessibility identifier.
    case duplicateIdentifier
    /// Two interactive siblings announce the same label, so a listener cannot tell them apart.
    case duplicateLabel
    /// Text whose drawn colours contrast less than WCAG 2 AA asks (4.5:1, 3:1 when large).
    case lowContrast
    /// A field's border or a switch's track that contrasts less than 3:1 with what surrounds
    /// it (WCAG 2 AA, 1.4.11), so the control or its state is hard to make out.
    case lowNonTextContrast
    /// A tap target smaller than 44 x 44 points.
    case smallTapTarget
    /// Text that runs past the element holding it instead of wrapping or ending in "…".
    case clippedText
    /// Two lines of text drawn over each other.
    case overlappingText
    /// Text cut with "…" that its element does not declare may be cut (`allowsTruncation`):
    /// it should wrap or fit, as a Dynamic Type layout makes it.
    case cutText
    /// A word the platform draws itself ("Back") left in English on a screen in another
    /// language.
    case untranslatedPlatformWord
}
