import Components
import HeadlessUI

/// Report a problem's node tree: the message field (built once, so typing survives a
/// redraw), the error line, "Next" and "Cancel".
final class ReportProblemNodeTree {
    private let components: Components
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
        messageField = components.textField(
            label: "What went wrong?", identifier: "report.message", placeholder: "Describe the problem",
            onChange: onMessageChange)
    }

    /// The form with `errorMessage` under the field, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            [
                messageField,
                components.errorMessage(errorMessage, identifier: "report.error"),
                components.primaryButton("Next", identifier: "report.next", action: onNext),
                components.secondaryButton("Cancel", identifier: "report.cancel", action: onCancel),
            ],
            identifier: "report.screen"
        )
    }
}
