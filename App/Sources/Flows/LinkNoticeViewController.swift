import Components
import HeadlessUI

/// What the app shows when it is handed a link it cannot open, as iOS shows an alert: the
/// reason under `app.notice`, and an OK button (`app.notice.dismiss`) that closes it. The
/// link was delivered, so the flow step that opened it completes; the flow can assert the
/// notice.
final class LinkNoticeViewController: ViewController {
    private let reason: String
    private let components: Components

    init(reason: String, components: Components) {
        self.reason = reason
        self.components = components
        super.init()
        title = "Cannot open link"
    }

    override func loadView() {
        view = components.sheetContent(
            title: "Cannot open link",
            actions: [
                components.body(reason, identifier: "app.notice"),
                components.primaryButton("OK", identifier: "app.notice.dismiss") { [weak self] in
                    self?.dismiss(animated: false)
                },
            ],
            identifier: "app.notice.sheet"
        )
    }
}
