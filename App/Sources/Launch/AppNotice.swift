import Components
import DesignSystem
import HeadlessUI

/// What the app shows when something a person did could not be done, as iOS shows an alert:
/// a titled sheet with the reason under `app.notice` and an OK button (`app.notice.dismiss`)
/// that closes it. Used for a link the app refuses (the link was delivered, so the flow step
/// that opened it completes and the flow can assert the notice) and for a change to the
/// session that could not be saved. The sheet is Components' `notice`: App words it, it does
/// not define it.
public enum AppNotice {
    /// The title of the notice for a refused link, in `language`.
    public static func refusedLinkTitle(in language: Language) -> String {
        LocalizedStrings(bundle: .module, language: language).localized("notice.refusedLink")
    }

    /// The title of the notice for a change that could not be saved, in `language`.
    static func unsavedChangeTitle(in language: Language) -> String {
        LocalizedStrings(bundle: .module, language: language).localized("notice.unsavedChange")
    }

    /// Presents the notice titled `title` saying `reason` over whatever is on top of `window`.
    public static func present(title: String, reason: String, on window: Window, components: Components) throws {
        try components.presentNotice(title: title, reason: reason, identifier: "app.notice", on: window)
    }
}
