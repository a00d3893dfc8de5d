import Components
import HeadlessUI

/// What the app shows when it is handed a link it cannot open, as iOS shows an alert: the
/// reason under `app.notice`, and an OK button (`app.notice.dismiss`) that closes it. The
/// link was delivered, so the flow step that opened it completes; the flow can assert the
/// notice. A plain controller given its view: App wires screens, it does not define them.
enum LinkNotice {
    static func controller(reason: String, components: Components) -> ViewController {
        let notice = ViewController()
        notice.title = "Cannot open link"
        notice.view = components.sheetContent(
            title: "Cannot open link",
            actions: [
                components.body(reason, identifier: "app.notice"),
                components.primaryButton("OK", identifier: "app.notice.dismiss") { [weak notice] in
                    notice?.dismiss(animated: false)
                },
            ],
            identifier: "app.notice.sheet"
        )
        return notice
    }
}
