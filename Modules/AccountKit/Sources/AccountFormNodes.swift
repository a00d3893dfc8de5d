import Components
import DesignSystem
import HeadlessUI

/// The nodes every account form screen shows: its fields, the line that says why the last
/// submission was refused, and the submit button, identified `<screen>.<field>`,
/// `<screen>.error` and `<screen>.submit` inside `<screen>.screen`. The fields are made on the
/// first build and placed in every rebuilt view, so focus and what was typed survive the error
/// line coming and going. A screen's node tree keeps one and says which fields it asks for.
@MainActor
public final class AccountFormNodes {
    /// A field as its screen words it; a password and its confirmation hide what is typed.
    public struct Field {
        let field: AccountForm.Field
        let label: String
        let placeholder: String

        /// `field`, shown with `label` above it and `placeholder` in it while it is empty.
        public init(_ field: AccountForm.Field, label: String, placeholder: String) {
            self.field = field
            self.label = label
            self.placeholder = placeholder
        }

        /// The email field every account form asks for, in `language`.
        public static func email(in language: Language) -> Field {
            let strings = LocalizedStrings(bundle: .module, language: language)
            return Field(
                .email, label: strings.localized("form.email"), placeholder: strings.localized("form.email.placeholder")
            )
        }

        /// The password field every account form asks for, in `language`; its placeholder names
        /// the shortest password accepted.
        public static func password(in language: Language) -> Field {
            let strings = LocalizedStrings(bundle: .module, language: language)
            return Field(
                .password, label: strings.localized("form.password"),
                placeholder: strings.localized("form.password.placeholder", .number(AccountRules.minimumPasswordLength))
            )
        }
    }

    private let components: Components
    private let screen: String
    private var fields: [ViewNode]?

    /// The nodes of the screen whose identifiers begin with `screen` (`login`, `register`).
    public init(components: Components, screen: String) {
        self.components = components
        self.screen = screen
    }

    /// The screen for `viewModel`'s state: the `fields` (asked for on the first build only),
    /// the refusal, and a button titled `submitTitle`; typing and the tap go back to it.
    public func make(
        for viewModel: some AccountFormViewModel, submitTitle: String, fields: () -> [Field]
    ) -> ViewNode {
        let made = self.fields ?? fields().map { node(for: $0, of: viewModel) }
        self.fields = made
        return components.screen(
            made + [
                components.errorMessage(viewModel.errorMessage, identifier: "\(screen).error"),
                components.primaryButton(
                    submitTitle, identifier: "\(screen).submit",
                    action: { [weak viewModel] in viewModel?.didTapSubmit() }
                ),
            ],
            identifier: "\(screen).screen"
        )
    }

    private func node(for field: Field, of viewModel: some AccountFormViewModel) -> ViewNode {
        let identifier = "\(screen).\(Self.name(of: field.field))"
        let onChange: @MainActor (String) -> Void = { [weak viewModel, field] text in
            viewModel?.fieldDidChange(field.field, to: text)
        }
        switch field.field {
        case .name, .email:
            return components.textField(
                label: field.label, identifier: identifier, placeholder: field.placeholder, onChange: onChange)
        case .password, .confirmation:
            return components.secureField(
                label: field.label, identifier: identifier, placeholder: field.placeholder, onChange: onChange)
        }
    }

    /// The field's part of its identifier, the same on every account form.
    private static func name(of field: AccountForm.Field) -> String {
        switch field {
        case .name: "name"
        case .email: "email"
        case .password: "password"
        case .confirmation: "confirm"
        }
    }
}
