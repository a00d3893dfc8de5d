import Components
import DesignSystem
import HeadlessUI

/// The Welcome screen's node tree: a short introduction and the two ways in.
struct WelcomeNodeTree {
    let components: Components

    /// Builds the tree under the app's name, with `errorMessage` above the buttons, hidden while it is `nil`.
    func make(
        appName: String,
        errorMessage: String?,
        onLogIn: @escaping @MainActor () -> Void,
        onCreateAccount: @escaping @MainActor () -> Void
    ) -> ViewNode {
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        return components.screen(
            [
                components.caption(appName, identifier: "welcome.appName"),
                components.title(strings.localized("welcome.headline"), identifier: "welcome.headline"),
                components.body(strings.localized("welcome.message"), identifier: "welcome.message"),
                components.errorMessage(errorMessage, identifier: "welcome.error"),
                components.primaryButton(
                    strings.localized("welcome.login"), identifier: "welcome.login", action: onLogIn),
                components.secondaryButton(
                    strings.localized("welcome.register"), identifier: "welcome.register", action: onCreateAccount),
            ],
            identifier: "welcome.screen"
        )
    }
}
