import Components
import HeadlessUI

/// The Profile screen's node tree: avatar, name and email on a card, then "Log out".
struct ProfileNodeTree {
    let components: Components

    /// Builds the tree for the person shown, with `errorMessage` above "Log out" (hidden
    /// while it is `nil`); `onLogOut` runs when "Log out" is tapped.
    func make(
        displayName: String,
        email: String,
        errorMessage: String?,
        onLogOut: @escaping @MainActor () -> Void
    ) -> ViewNode {
        components.screen(
            [
                components.card(
                    [
                        components.avatar(name: displayName, identifier: "profile.avatar"),
                        components.title(displayName, identifier: "profile.name"),
                        components.caption(email, identifier: "profile.email"),
                    ],
                    identifier: "profile.card"
                ),
                components.errorMessage(errorMessage, identifier: "profile.error"),
                components.destructiveButton("Log out", identifier: "profile.logout", action: onLogOut),
            ],
            identifier: "profile.screen"
        )
    }
}
