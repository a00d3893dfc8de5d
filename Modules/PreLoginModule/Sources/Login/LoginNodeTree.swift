import AccountKit
import Components
import DesignSystem
import HeadlessUI

/// The Login screen's node tree: email, password, the error line and "Sign in", laid out as
/// every account form is.
final class LoginNodeTree {
    private let form: AccountFormNodes

    init(components: Components) {
        form = AccountFormNodes(components: components, screen: "login")
    }

    /// Builds the tree for `viewModel`'s state; typing and taps go back to it.
    func make(for viewModel: LoginViewModel) -> ViewNode {
        let strings = viewModel.strings
        return form.make(for: viewModel, submitTitle: strings.localized("login.submit")) {
            [
                .email(in: strings.language),
                .password(in: strings.language),
            ]
        }
    }
}
