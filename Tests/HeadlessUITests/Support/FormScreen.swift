import HeadlessUI

/// A small sign-in form whose nodes tests reach for directly.
@MainActor
final class FormScreen: ViewController {
    let email = ViewNode(role: .textField, label: "Email", identifier: "form.email", placeholder: "name@example.com")
    let password = ViewNode(role: .secureField, label: "Password", identifier: "form.password")
    let disabledField = ViewNode(role: .textField, label: "Code", identifier: "form.code", isEnabled: false)
    let submit = ViewNode(role: .button, label: "Sign in", identifier: "form.submit")
    let hiddenHint = ViewNode(role: .text, label: "Secret hint", identifier: "form.hint", isHidden: true)
    private(set) var submitted = 0
    private(set) var typedEmails: [String] = []

    override init() {
        super.init()
        title = "Sign in"
    }

    override func loadView() {
        submit.onTap = { [weak self] in self?.submitted += 1 }
        email.onTextChange = { [weak self] text in self?.typedEmails.append(text) }
        view = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .text, label: "Item 1", identifier: "form.item.1"),
                ViewNode(role: .text, label: "Item 2", identifier: "form.item.2"),
                email, password, disabledField,
                ViewNode(role: .button, label: "Later", identifier: "form.later", isEnabled: false),
                submit, hiddenHint,
            ]
        )
    }
}
