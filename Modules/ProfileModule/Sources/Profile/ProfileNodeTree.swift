import Components
import DesignSystem
import HeadlessUI

/// The Profile screen's node tree: avatar, name and email on a card, the notice, then "Edit
/// profile", "Report a problem" and "Log out".
struct ProfileNodeTree {
    let components: Components

    /// What the screen shows and what its buttons do.
    struct Content {
        var displayName: String
        var email: String
        /// Shown above the buttons; hidden while `nil`.
        var notice: String?
        /// Shown above "Log out"; hidden while `nil`.
        var errorMessage: String?
    }

    /// What the buttons run.
    struct Actions {
        var onEdit: @MainActor () -> Void
        var onReport: @MainActor () -> Void
        var onLogOut: @MainActor () -> Void
    }

    /// Builds the tree for `content`.
    func make(_ content: Content, actions: Actions) -> ViewNode {
        var children = [
            components.card(
                [
                    components.avatar(name: content.displayName, identifier: "profile.avatar"),
                    components.title(content.displayName, identifier: "profile.name"),
                    components.caption(content.email, identifier: "profile.email"),
                ],
                identifier: "profile.card"
            )
        ]
        if let notice = content.notice {
            children.append(components.body(notice, identifier: "profile.notice"))
        }
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        children += [
            components.secondaryButton(
                strings.localized("profile.edit"), identifier: "profile.edit", action: actions.onEdit),
            components.secondaryButton(
                strings.localized("profile.report"), identifier: "profile.report", action: actions.onReport),
            components.errorMessage(content.errorMessage, identifier: "profile.error"),
            components.destructiveButton(
                strings.localized("profile.logout"), identifier: "profile.logout", action: actions.onLogOut),
        ]
        return components.screen(children, identifier: "profile.screen")
    }
}
