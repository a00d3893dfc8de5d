import Components
import DesignSystem
import HeadlessUI

/// Report a problem's node tree: the message field (built once, so typing survives a
/// redraw), the error line, "Next" and "Cancel".
final class ReportProblemNodeTree {
    private let components: Components
    private let strings: LocalizedStrings
    private let messageField: ViewNode
    private let onNext: @MainActor () -> Void
    private let onCancel: @MainActor () -> Void

    init(
        components: Components,
        onMessageChange: @escaping @MainActor (String) -> Void,
        onNext: @escaping @MainActor () -> Void,
        onCancel: @escaping @MainActor () -> Void
    ) {
        self.components = components
        self.onNext = onNext
        self.onCancel = onCancel
        strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        messageField = components.textField(
            label: strings.localized("report.message"), identifier: "report.message",
            placeholder: strings.localized("report.message.placeholder"), onChange: onMessageChange)
    }

    /// The form with `errorMessage` under the field, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            [
                messageField,
                components.errorMessage(errorMessage, identifier: "report.error"),
                components.primaryButton(strings.localized("report.next"), identifier: "report.next", action: onNext),
                components.secondaryButton(
                    strings.localized("report.cancel"), identifier: "report.cancel", action: onCancel),
            ],
            identifier: "report.screen"
        )
    }
}
