import AccountKit
import Components
import DesignSystem
import HeadlessUI
import Testing

/// The nodes an account form screen shows, driven as its screen drives them: typing reaches the
/// form, a refusal appears in the error line, and the fields are the same nodes in every rebuild.
@MainActor
@Suite struct AccountFormNodesTests {
    private final class SignUpModel: AccountFormViewModel {
        let form = AccountForm(language: .english)
        var submittedEmail: String?

        func didTapSubmit() {
            form.submit(
                checking: { form throws(AccountInputError) in try AccountValidator.email(form[.email]) },
                then: { self.submittedEmail = $0 })
        }
    }

    private let nodes: AccountFormNodes

    init() throws {
        nodes = AccountFormNodes(
            components: Components(theme: try DesignTokens.bundled().theme(.light)), screen: "signUp")
    }

    private let fields: () -> [AccountFormNodes.Field] = {
        [
            .init(.email, label: "Email", placeholder: "you@example.com"),
            .init(.password, label: "Password", placeholder: "8 or more characters"),
        ]
    }

    @Test func everyNodeIsNamedAfterItsScreenAndAPasswordIsHidden() throws {
        let screen = nodes.make(for: SignUpModel(), submitTitle: "Sign up", fields: fields)
        #expect(screen.identifier == "signUp.screen")
        #expect(screen.descendant(identifier: "signUp.email")?.role == NodeRole.textField)
        #expect(screen.descendant(identifier: "signUp.password")?.role == NodeRole.secureField)
        #expect(screen.descendant(identifier: "signUp.submit")?.label == "Sign up")
    }

    @Test func typingReachesTheFormAndARefusalIsShownAfterTheTap() throws {
        let model = SignUpModel()
        var redraws = 0
        model.onChange = { redraws += 1 }
        var screen = nodes.make(for: model, submitTitle: "Sign up", fields: fields)
        let typeEmail = try #require(screen.descendant(identifier: "signUp.email")?.onTextChange)
        typeEmail("ada.example.com")
        #expect(model.form[.email] == "ada.example.com")
        let tapSubmit = try #require(screen.descendant(identifier: "signUp.submit")?.onTap)
        tapSubmit()
        #expect(redraws == 1)
        screen = nodes.make(for: model, submitTitle: "Sign up", fields: fields)
        #expect(model.errorMessage == "Enter a valid email address")
        #expect(screen.descendant(identifier: "signUp.error")?.displayText == "Enter a valid email address")
        #expect(model.submittedEmail == nil)
    }

    @Test func theFieldsAreMadeOnceAndPlacedInEveryRebuild() throws {
        let model = SignUpModel()
        var asked = 0
        let first = nodes.make(for: model, submitTitle: "Sign up") {
            asked += 1
            return fields()
        }
        let second = nodes.make(for: model, submitTitle: "Sign up") {
            asked += 1
            return fields()
        }
        #expect(asked == 1)
        #expect(first.descendant(identifier: "signUp.email") === second.descendant(identifier: "signUp.email"))
    }
}
