import Components
import DesignSystem
import HeadlessUI

/// What the app shows when something a person did could not be done, as iOS shows an alert:
/// a titled sheet with the reason under `app.notice` and an OK button (`app.notice.dismiss`)
/// that closes it. Used for a link the app refuses (the link was delivered, so the flow step
/// that opened it completes and the flow can assert the notice) and for a change to the
/// session that could not be saved. A plain controller given its view: App wires screens, it
/// does not define them.
public enum AppNotice {
    /// The title of the notice for a refused link, in `language`.
    public static func refusedLinkTitle(in language: Language) -> String {
        LocalizedStrings(bundle: .module, language: language).localized("notice.refusedLink")
    }

    /// The title of the notice for a change that could not be saved, in `language`.
    static func unsavedChangeTitle(in language: Language) -> String {
        LocalizedStrings(bundle: .module, language: language).localized("notice.unsavedChange")
    }

    /// A notice titled `title` saying `reason`.
    static func controller(title: String, reason: String, components: Components) -> ViewController {
        let notice = ViewController()
        notice.title = title
        notice.view = components.sheetContent(
            title: title,
            actions: [
                components.body(reason, identifier: "app.notice"),
                components.primaryButton(
                    LocalizedStrings(bundle: .module, language: components.theme.language).localized("notice.dismiss"),
                    identifier: "app.notice.dismiss"
                ) { [weak notice] in
                    notice?.dismiss(animated: false)
                },
            ],
            identifier: "app.notice.sheet"
        )
        return notice
    }

    /// Presents the notice over whatever is on top of `window`.
    public static func present(title: String, reason: String, on window: Window, components: Components) throws {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        try top?.present(controller(title: title, reason: reason, components: components), animated: false)
    }
}
