/// The direction a screen is laid out in, as UIKit's `UIUserInterfaceLayoutDirection`:
/// leading is the left edge left to right and the right edge right to left.
///
/// Right to left mirrors the layout, never the text: a row's title moves to the right and its
/// disclosure chevron to the left, the back button to the right, the first tab to the
/// rightmost place; every string is still drawn as given, and numbers, identifiers and
/// Latin words inside it stay left to right.
public enum LayoutDirection: String, Sendable, CaseIterable, Codable {
    /// Leading is left: English, German.
    case leftToRight = "ltr"
    /// Leading is right: Arabic, Hebrew, Xcode's right-to-left pseudo-language.
    case rightToLeft = "rtl"
}
