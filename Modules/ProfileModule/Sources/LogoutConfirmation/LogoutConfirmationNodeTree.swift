import Components
import DesignSystem
import HeadlessUI

/// The log-out sheet's node tree: the question and its two answers.
struct LogoutConfirmationNodeTree {
    let components: Components

    /// Builds the tree; `onConfirm` and `onCancel` run when their buttons are tapped.
    func make(onConfirm: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void) -> ViewNode {
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        return components.sheetContent(
            title: strings.localized("logout.title"),
            message: strings.localized("logout.message"),
            actions: [
                components.destructiveButton(
                    strings.localized("logout.confirm"), identifier: "logout.confirm", action: onConfirm),
                components.secondaryButton(
                    strings.localized("logout.cancel"), identifier: "logout.cancel", action: onCancel),
            ],
            identifier: "logout.sheet"
        )
    }
}
