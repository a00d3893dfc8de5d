import DesignSystem
import Foundation

/// The words HeadlessUI draws itself, as UIKit draws its own, in the app's language: UIKit
/// localizes them, HeadlessUI knows no language, so the themed controllers set them from here.
public enum PlatformWords {
    /// The back button's word when the previous screen's title is missing or does not fit.
    public static func back(in language: Language) -> String {
        LocalizedStrings(bundle: .module, language: language).localized("platform.back")
    }

    /// The platform's English words that `language` says otherwise: on a screen in `language`,
    /// any of them drawn is a word left untranslated (`App audit` finds them).
    public static func untranslated(in language: Language) -> Set<String> {
        let english = back(in: .english)
        return back(in: language) == english ? [] : [english]
    }
}
