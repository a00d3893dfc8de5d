import Components
import HeadlessUI

/// The Profile screen's node tree: avatar, name and email on a card, then "Log out".
struct ProfileView {
    /// The root of the tree.
    let root: ViewNode
    /// Where a failure to show the log-out sheet is shown.
    let errorLabel: ViewNode

    init(components: Components, displayName: String, email: String, onLogOut: @escaping @MainActor () -> Void) {
        errorLabel = components.errorMessage(nil, identifier: "profile.error")
        root = components.screen(
            [
                components.card(
                    [
                        components.avatar(name: displayName, identifier: "profile.avatar"),
                        components.title(displayName, identifier: "profile.name"),
                        components.caption(email, identifier: "profile.email"),
                    ],
                    identifier: "profile.card"
                ),
                errorLabel,
                components.destructiveButton("Log out", identifier: "profile.logout", action: onLogOut),
            ],
            identifier: "profile.screen"
        )
    }
}
