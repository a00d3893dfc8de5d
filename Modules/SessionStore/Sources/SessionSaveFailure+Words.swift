import HeadlessDefaults
import HeadlessStrings

extension SessionSaveFailure {
    /// One line for a person, in English (logs and tests): what failed, why, and what is true now.
    public var message: String { message(in: .english) }

    /// The line in `language`, as standard error prints it for a person using the app in it.
    public func message(in language: Language) -> String {
        message(in: SessionWords.strings(language))
    }

    /// The line as `strings` word it, for the notice on screen.
    func message(in strings: LocalizedStrings) -> String {
        let reason = LocalizedArgument.text(reason.message(in: strings))
        return switch change {
        case .logIn: strings.localized("unsaved.logIn", reason)
        case .logOut: strings.localized("unsaved.logOut", reason)
        case .updateProfile: strings.localized("unsaved.updateProfile", reason)
        case .keepReport: strings.localized("unsaved.keepReport", reason)
        case .addBookmark: strings.localized("unsaved.addBookmark", reason)
        case .removeBookmark: strings.localized("unsaved.removeBookmark", reason)
        case .clear: strings.localized("unsaved.clear", reason)
        }
    }
}
