import Components
import HeadlessUI

/// The Welcome screen's node tree: a short introduction under the app's name and the two ways
/// in, with the error line above the buttons, hidden while there is none.
final class WelcomeNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; taps go back to it.
    func make(for viewModel: WelcomeViewModel) -> ViewNode {
        let strings = viewModel.strings
        return components.screen(
            [
                components.caption(viewModel.appName, identifier: "welcome.appName"),
                components.title(strings.localized("welcome.headline"), identifier: "welcome.headline"),
                components.body(strings.localized("welcome.message"), identifier: "welcome.message"),
                components.errorMessage(viewModel.errorMessage, identifier: "welcome.error"),
                components.primaryButton(
                    strings.localized("welcome.login"), identifier: "welcome.login",
                    action: { [weak viewModel] in viewModel?.didTapLogIn() }),
                components.secondaryButton(
                    strings.localized("welcome.register"), identifier: "welcome.register",
                    action: { [weak viewModel] in viewModel?.didTapCreateAccount() }),
            ],
            identifier: "welcome.screen"
        )
    }
}
