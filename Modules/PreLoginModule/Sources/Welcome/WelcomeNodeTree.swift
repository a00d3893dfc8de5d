import Components
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
        components.screen(
            [
                components.caption(appName, identifier: "welcome.appName"),
                components.title("Modular Reader", identifier: "welcome.headline"),
                components.body(
                    "Essays and notes on coordinators, routers and feature modules for iOS teams.",
                    identifier: "welcome.message"
                ),
                components.errorMessage(errorMessage, identifier: "welcome.error"),
                components.primaryButton("Log in", identifier: "welcome.login", action: onLogIn),
                components.secondaryButton("Create account", identifier: "welcome.register", action: onCreateAccount),
            ],
            identifier: "welcome.screen"
        )
    }
}
