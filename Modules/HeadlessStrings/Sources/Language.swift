/// The language the app speaks: one of the translations in the String Catalogs, or one of
/// Xcode's pseudo-languages, which derive every string from the English source at lookup so
/// a layout can be tested before any translation exists.
///
/// The language travels with the `Theme` every screen is built from, as UIKit's trait
/// collection carries the layout direction beside the text size: never a process-wide
/// setting, so apps in two languages can run side by side.
public enum Language: String, Sendable, CaseIterable {
    /// English, the catalogues' source language.
    case english = "en"
    /// German: long words, the layouts' stress test.
    case german = "de"
    /// Arabic: right to left, six plural categories.
    case arabic = "ar"
    /// English with every string written twice, as Xcode's double-length pseudo-language.
    case doubleLength = "double"
    /// English with accented letters, as Xcode's accented pseudo-language.
    case accented
    /// English laid out right to left, as Xcode's right-to-left pseudo-language.
    case rightToLeft = "rtl"
    /// English with `[# ` and ` #]` around each string, so cut text shows.
    case bounded

    /// The code `--language` and a flow's launch arguments take (`de`, `double`).
    public var code: String { rawValue }

    /// The language whose code is `code`; `nil` for a code the app does not have.
    public init?(code: String) {
        self.init(rawValue: code)
    }

    /// Every code, in order, for usage messages: `en, de, ar, double, accented, rtl, bounded`.
    public static var codes: [String] { allCases.map(\.code) }

    /// The catalogue localization the strings are read from: the language's own, or English
    /// for a pseudo-language.
    public var catalogueLanguage: String {
        isPseudo ? Language.english.code : code
    }

    /// Whether the strings are derived from English at lookup rather than translated.
    public var isPseudo: Bool {
        switch self {
        case .english, .german, .arabic: false
        case .doubleLength, .accented, .rightToLeft, .bounded: true
        }
    }

    /// Whether screens are laid out from right to left (UIKit's
    /// `semanticContentAttribute = .forceRightToLeft`): Arabic and the `rtl` pseudo-language.
    public var isRightToLeft: Bool {
        self == .arabic || self == .rightToLeft
    }
}
