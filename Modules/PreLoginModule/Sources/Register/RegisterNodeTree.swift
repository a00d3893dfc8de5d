import AccountKit
import Components
import DesignSystem
import HeadlessUI

/// The Register screen's node tree: name, email, password twice, the error line and
/// "Create account", laid out as every account form is.
final class RegisterNodeTree {
    private let form: AccountFormNodes

    init(components: Components) {
        form = AccountFormNodes(components: components, screen: "register")
    }

    /// Builds the tree for `viewModel`'s state; typing and taps go back to it.
    func make(for viewModel: RegisterViewModel) -> ViewNode {
        let strings = viewModel.strings
        return form.make(for: viewModel, submitTitle: strings.localized("register.submit")) {
            [
                .init(
                    .name, label: strings.localized("register.name"),
                    placeholder: strings.localized("register.name.placeholder")),
                .email(in: strings.language),
                .password(in: strings.language),
                .init(
                    .confirmation, label: strings.localized("register.confirm"),
                    placeholder: strings.localized("register.confirm.placeholder")),
            ]
        }
    }
}
