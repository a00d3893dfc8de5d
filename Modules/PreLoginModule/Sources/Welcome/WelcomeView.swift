import Components
import HeadlessUI

/// The Welcome screen's node tree: a short introduction and the two ways in.
struct WelcomeView {
    /// The root of the tree.
    let root: ViewNode
    /// Where a failure to open the next screen is shown.
    let errorLabel: ViewNode

    init(
        components: Components,
        onLogIn: @escaping @MainActor () -> Void,
        onCreateAccount: @escaping @MainActor () -> Void
    ) {
        errorLabel = components.errorMessage(nil, identifier: "welcome.error")
        root = components.screen(
            [
                components.title("Modular Reader", identifier: "welcome.headline"),
                components.body(
                    "Essays and notes on coordinators, routers and feature modules for iOS teams.",
                    identifier: "welcome.message"
                ),
                errorLabel,
                components.primaryButton("Log in", identifier: "welcome.login", action: onLogIn),
                components.secondaryButton("Create account", identifier: "welcome.register", action: onCreateAccount),
            ],
            identifier: "welcome.screen"
        )
    }
}
