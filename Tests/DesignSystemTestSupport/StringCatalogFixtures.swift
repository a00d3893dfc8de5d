import DesignSystem
import Foundation

/// Small catalogues in Apple's JSON format, written as Xcode writes them.
public enum StringCatalogFixtures {
    /// `entries` maps each key to its strings by language; a string is one value, or a
    /// dictionary of plural category to value.
    public static func json(_ entries: [String: [String: Any]]) -> Data {
        var strings: [String: Any] = [:]
        for (key, languages) in entries {
            var localizations: [String: Any] = [:]
            for (language, value) in languages {
                if let forms = value as? [String: String] {
                    localizations[language] = [
                        "variations": [
                            "plural": forms.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }
                        ]
                    ]
                } else {
                    localizations[language] = ["stringUnit": ["state": "translated", "value": value]]
                }
            }
            strings[key] = ["extractionState": "manual", "localizations": localizations]
        }
        let document: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
    }

    /// The catalogue `entries` describe.
    public static func catalog(_ entries: [String: [String: Any]]) throws -> StringCatalog {
        try StringCatalog(data: json(entries), source: "fixture.xcstrings")
    }

    /// A complete catalogue: a plain string and a plural, in en, de and ar.
    public static var complete: [String: [String: Any]] {
        [
            "profile.logout": ["en": "Log out", "de": "Abmelden", "ar": "تسجيل الخروج"],
            "bookmarks.count": [
                "en": ["one": "%lld bookmark", "other": "%lld bookmarks"],
                "de": ["one": "%lld Lesezeichen", "other": "%lld Lesezeichen"],
                "ar": [
                    "zero": "لا توجد إشارات مرجعية", "one": "إشارة مرجعية واحدة", "two": "إشارتان مرجعيتان",
                    "few": "%lld إشارات مرجعية", "many": "%lld إشارة مرجعية", "other": "%lld إشارة مرجعية",
                ],
            ],
        ]
    }
}
