import DesignSystem
import HeadlessUI

extension Components {
    /// A notice, as iOS shows an alert: a sheet (`<identifier>.sheet`) titled `title`, with
    /// `reason` under `identifier` and an OK button (`<identifier>.dismiss`) that closes it. A
    /// plain controller given its view, for what a person did that could not be done.
    public func notice(title: String, reason: String, identifier: String) -> ViewController {
        let notice = ViewController()
        notice.title = title
        notice.view = sheetContent(
            title: title,
            actions: [
                body(reason, identifier: identifier),
                primaryButton(
                    LocalizedStrings(bundle: .module, language: theme.language).localized("notice.dismiss"),
                    identifier: "\(identifier).dismiss"
                ) { [weak notice] in
                    notice?.dismiss(animated: false)
                },
            ],
            identifier: "\(identifier).sheet"
        )
        return notice
    }

    /// Presents `notice(title:reason:identifier:)` over whatever is on top of `window`.
    ///
    /// - Throws: The top screen's refusal to present it.
    public func presentNotice(title: String, reason: String, identifier: String, on window: Window) throws {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        try top?.present(notice(title: title, reason: reason, identifier: identifier), animated: false)
    }
}
