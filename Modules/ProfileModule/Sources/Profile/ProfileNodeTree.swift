import Components
import HeadlessUI

/// The Profile screen's node tree: avatar, name and email on a card, the notice, then "Edit
/// profile", "Report a problem" and "Log out", with the error line above "Log out".
final class ProfileNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; taps go back to it.
    func make(for viewModel: ProfileViewModel) -> ViewNode {
        let strings = viewModel.strings
        var children = [
            components.card(
                [
                    components.avatar(name: viewModel.displayName, identifier: "profile.avatar"),
                    components.title(viewModel.displayName, identifier: "profile.name"),
                    components.caption(viewModel.email, identifier: "profile.email"),
                ],
                identifier: "profile.card"
            )
        ]
        if let notice = viewModel.notice {
            children.append(components.body(notice, identifier: "profile.notice"))
        }
        children += [
            components.secondaryButton(
                strings.localized("profile.edit"), identifier: "profile.edit",
                action: { [weak viewModel] in viewModel?.didTapEditProfile() }),
            components.secondaryButton(
                strings.localized("profile.report"), identifier: "profile.report",
                action: { [weak viewModel] in viewModel?.didTapReportProblem() }),
            components.errorMessage(viewModel.errorMessage, identifier: "profile.error"),
            components.destructiveButton(
                strings.localized("profile.logout"), identifier: "profile.logout",
                action: { [weak viewModel] in viewModel?.didTapLogOut() }),
        ]
        return components.screen(children, identifier: "profile.screen")
    }
}
