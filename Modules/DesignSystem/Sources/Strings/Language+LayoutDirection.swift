import HeadlessUI

extension Language {
    /// The direction a window lays its screens out in for this language: right to left for
    /// Arabic and the `rtl` pseudo-language, as UIKit derives it from the preferred language.
    public var layoutDirection: LayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }
}
