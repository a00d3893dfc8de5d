import AccountKit
import Components
import DesignSystem
import HeadlessUI

/// The Login screen's node tree: email, password, the error line and "Sign in". The fields
/// are made on the first build and placed in every rebuilt view, so focus and what was typed
/// survive the error line coming and going.
final class LoginNodeTree {
    private let components: Components
    private var fields: [ViewNode]?

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; typing and taps go back to it.
    func make(for viewModel: LoginViewModel) -> ViewNode {
        let strings = viewModel.strings
        let fields = self.fields ?? makeFields(for: viewModel)
        self.fields = fields
        return components.screen(
            fields + [
                components.errorMessage(viewModel.errorMessage, identifier: "login.error"),
                components.primaryButton(
                    strings.localized("login.submit"), identifier: "login.submit",
                    action: { [weak viewModel] in viewModel?.didTapSubmit() }),
            ],
            identifier: "login.screen"
        )
    }

    private func makeFields(for viewModel: LoginViewModel) -> [ViewNode] {
        let strings = viewModel.strings
        return [
            components.textField(
                label: strings.localized("form.email"), identifier: "login.email",
                placeholder: strings.localized("form.email.placeholder"),
                onChange: { [weak viewModel] text in viewModel?.fieldDidChange(.email, to: text) }),
            components.secureField(
                label: strings.localized("form.password"), identifier: "login.password",
                placeholder: strings.localized(
                    "form.password.placeholder", .number(AccountRules.minimumPasswordLength)),
                onChange: { [weak viewModel] text in viewModel?.fieldDidChange(.password, to: text) }),
        ]
    }
}
