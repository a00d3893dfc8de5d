/// Xcode's pseudo-languages: each derives a string from the English source at lookup, leaving
/// the arguments as they are (an email address is never accented).
enum PseudoLocalization {
    /// `format` as `language` shows it; a real language's string is returned unchanged.
    static func apply(_ language: Language, to format: FormatString) -> FormatString {
        switch language {
        case .english, .german, .arabic, .rightToLeft:
            format
        case .doubleLength:
            format.appending(FormatString(" ")).appending(format)
        case .accented:
            format.mappingLiterals(accented)
        case .bounded:
            FormatString("[# ").appending(format).appending(FormatString(" #]"))
        }
    }

    /// `text` with each ASCII letter that has an accented form replaced by it.
    static func accented(_ text: String) -> String {
        String(text.map { accents[$0] ?? $0 })
    }

    private static let accents: [Character: Character] = {
        let plain = Array("aceinousyzACEINOUSYZ")
        let marked = Array("áçéíñöüšýžÁÇÉÍÑÖÜŠÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
