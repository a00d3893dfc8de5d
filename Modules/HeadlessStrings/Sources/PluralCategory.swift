/// A CLDR plural category: which form of a counted phrase a language uses for a number.
public enum PluralCategory: String, Sendable, CaseIterable, Codable {
    /// Arabic's 0.
    case zero
    /// 1 (and Arabic's 1).
    case one
    /// Arabic's 2.
    case two
    /// Arabic's 3...10 in each hundred.
    case few
    /// Arabic's 11...99 in each hundred.
    case many
    /// Everything else; every plural variation has it.
    case other

    /// The category of `count` in the language whose catalogue code is `languageCode`, by
    /// CLDR's rules for integers: English and German have one and other; Arabic has all six.
    /// Any other language falls back to English's rule.
    public static func of(_ count: Int, in languageCode: String) -> PluralCategory {
        let magnitude = count.magnitude
        switch languageCode {
        case "ar":
            let lastTwo = magnitude % 100
            switch magnitude {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(lastTwo) { return .few }
                if (11...99).contains(lastTwo) { return .many }
                return .other
            }
        default:
            return magnitude == 1 ? .one : .other
        }
    }

    /// The categories a catalogue in `languageCode` must give for a plural phrase.
    public static func required(in languageCode: String) -> [PluralCategory] {
        languageCode == "ar" ? allCases : [.one, .other]
    }
}
