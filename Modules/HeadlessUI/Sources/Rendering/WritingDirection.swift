/// The direction a string is written in as UIKit's natural writing direction finds it: from
/// its first strong character (a letter), as the Unicode Bidirectional Algorithm's rules P2
/// and P3 do. Digits, punctuation and marks are not strong, so "42" and "#home.item.42"
/// count as neither and a string with no letter at all is left to right.
enum WritingDirection {
    /// Whether the first letter of `text` belongs to a script written right to left.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return isRightToLeftScript(scalar.value)
        }
        return false
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their supplements, presentation forms and
    /// the historic right-to-left scripts of the supplementary planes.
    private static func isRightToLeftScript(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
