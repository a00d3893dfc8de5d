import AccountKit
import Components
import DesignSystem
import HeadlessUI

/// The Register screen's node tree: name, email, password twice, the error line and
/// "Create account". The fields are made on the first build and placed in every rebuilt view,
/// so focus and what was typed survive the error line coming and going.
final class RegisterNodeTree {
    private let components: Components
    private var fields: [ViewNode]?

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; typing and taps go back to it.
    func make(for viewModel: RegisterViewModel) -> ViewNode {
        let strings = viewModel.strings
        let fields = self.fields ?? makeFields(for: viewModel)
        self.fields = fields
        return components.screen(
            fields + [
                components.errorMessage(viewModel.errorMessage, identifier: "register.error"),
                components.primaryButton(
                    strings.localized("register.submit"), identifier: "register.submit",
                    action: { [weak viewModel] in viewModel?.didTapSubmit() }),
            ],
            identifier: "register.screen"
        )
    }

    private func makeFields(for viewModel: RegisterViewModel) -> [ViewNode] {
        let strings = viewModel.strings
        return [
            components.textField(
                label: strings.localized("register.name"), identifier: "register.name",
                placeholder: strings.localized("register.name.placeholder"),
                onChange: { [weak viewModel] text in viewModel?.fieldDidChange(.name, to: text) }),
            components.textField(
                label: strings.localized("form.email"), identifier: "register.email",
                placeholder: strings.localized("form.email.placeholder"),
                onChange: { [weak viewModel] text in viewModel?.fieldDidChange(.email, to: text) }),
            components.secureField(
                label: strings.localized("form.password"), identifier: "register.password",
                placeholder: strings.localized(
                    "form.password.placeholder", .number(AccountRules.minimumPasswordLength)),
                onChange: { [weak viewModel] text in viewModel?.fieldDidChange(.password, to: text) }),
            components.secureField(
                label: strings.localized("register.confirm"), identifier: "register.confirm",
                placeholder: strings.localized("register.confirm.placeholder"),
                onChange: { [weak viewModel] text in viewModel?.fieldDidChange(.confirmation, to: text) }),
        ]
    }
}
