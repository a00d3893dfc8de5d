import Components
import HeadlessUI

/// The log-out sheet's node tree: the question and its two answers.
struct LogoutConfirmationView {
    /// The root of the tree.
    let root: ViewNode

    init(
        components: Components,
        onConfirm: @escaping @MainActor () -> Void,
        onCancel: @escaping @MainActor () -> Void
    ) {
        root = components.sheetContent(
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
