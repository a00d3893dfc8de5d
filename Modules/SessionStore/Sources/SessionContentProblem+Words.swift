import HeadlessDefaults
import HeadlessStrings

nonisolated extension SessionContentProblem {
    /// The problem in `language`, from the store's String Catalog, for the notice that says the
    /// file was set aside.
    @MainActor public func message(in language: Language) -> String {
        message(in: SessionWords.strings(language))
    }

    /// The problem as `strings` word it; in English it reads as `description` does. A damaged
    /// file's technical detail (offsets, markers) is the reader's, in English: other languages
    /// name the damage without it, as a system's localized error leaves its debugging detail out.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case .empty: strings.localized("content.empty")
        case .notPropertyList: strings.localized("content.notPropertyList")
        case .damagedBinary: strings.language == .english ? description : strings.localized("content.damagedBinary")
        case .damagedXML: strings.language == .english ? description : strings.localized("content.damagedXML")
        case .notSettings: strings.localized("content.notSettings")
        case let .wrongKind(place, found, expected):
            strings.localized(
                "content.wrongKind", .text(place.message(in: strings)),
                .text(found.map { $0.message(in: strings) } ?? strings.localized("content.kind.missing")),
                .text(expected.message(in: strings)))
        case let .missing(key, place):
            strings.localized("content.missing", .text(place.message(in: strings)), .text(key))
        case let .dateNotANumber(place): strings.localized("content.dateNotANumber", .text(place.message(in: strings)))
        }
    }
}

nonisolated extension SessionValuePlace {
    /// The place as `strings` word it; the keys are the file's own names, never translated.
    func message(in strings: LocalizedStrings) -> String {
        switch (item, key) {
        case (.session, nil): strings.localized("content.place.session")
        case let (.session, key?): strings.localized("content.place.sessionKey", .text(key))
        case let (.report(number), nil): strings.localized("content.place.report", .text("\(number)"))
        case let (.report(number), key?): strings.localized("content.place.reportKey", .text("\(number)"), .text(key))
        case let (.bookmark(number), nil): strings.localized("content.place.bookmark", .text("\(number)"))
        case let (.bookmark(number), key?):
            strings.localized("content.place.bookmarkKey", .text("\(number)"), .text(key))
        }
    }
}

nonisolated extension SessionValueKind {
    /// The kind as `strings` word it.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case .dictionary: strings.localized("content.kind.dictionary")
        case .array: strings.localized("content.kind.array")
        case .text: strings.localized("content.expected.text")
        case .yesOrNo: strings.localized("content.expected.yesOrNo")
        case .date: strings.localized("content.kind.date")
        }
    }
}

nonisolated extension PropertyListKind {
    /// The kind as `strings` word it; in English it reads as `description` does.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case .boolean: strings.localized("content.kind.boolean")
        case .integer: strings.localized("content.kind.integer")
        case .real: strings.localized("content.kind.real")
        case .string: strings.localized("content.kind.string")
        case .date: strings.localized("content.kind.date")
        case .data: strings.localized("content.kind.data")
        case .array: strings.localized("content.kind.array")
        case .dictionary: strings.localized("content.kind.dictionary")
        }
    }
}
