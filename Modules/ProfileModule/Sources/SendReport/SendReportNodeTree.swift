import Components
import DesignSystem
import HeadlessUI

/// Send report?'s node tree: the message, its length, and "Send".
struct SendReportNodeTree {
    let components: Components
    let strings: LocalizedStrings

    /// The tree for `message`; `onSend` runs when "Send" is tapped.
    func make(message: String, onSend: @escaping @MainActor () -> Void) -> ViewNode {
        components.screen(
            [
                components.body(message, identifier: "report.summary"),
                components.caption(
                    strings.localized("sendReport.length", .number(message.count)), identifier: "report.length"),
                components.primaryButton(
                    strings.localized("sendReport.send"), identifier: "report.send", action: onSend),
            ],
            identifier: "sendReport.screen"
        )
    }
}
