import Components
import HeadlessUI

/// The log-out sheet's node tree: the question and its two answers.
struct LogoutConfirmationNodeTree {
    let components: Components

    /// Builds the tree; `onConfirm` and `onCancel` run when their buttons are tapped.
    func make(onConfirm: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void) -> ViewNode {
        components.sheetContent(
            title: "Log out?",
            message: "You can sign in again at any time.",
            actions: [
                components.destructiveButton("Log out", identifier: "logout.confirm", action: onConfirm),
                components.secondaryButton("Cancel", identifier: "logout.cancel", action: onCancel),
            ],
            identifier: "logout.sheet"
        )
    }
}
