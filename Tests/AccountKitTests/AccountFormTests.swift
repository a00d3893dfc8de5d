import AccountKit
import DesignSystem
import Testing

@MainActor
@Suite struct AccountFormTests {
    private struct Submitted: Equatable {
        let email: String
    }

    private func submit(_ form: AccountForm) -> Submitted? {
        var submitted: Submitted?
        form.submit(
            checking: { form throws(AccountInputError) in
                let email = try AccountValidator.email(form[.email])
                try AccountValidator.password(form[.password])
                return email
            },
            then: { submitted = Submitted(email: $0) })
        return submitted
    }

    @Test func aFieldHoldsWhatWasLastTypedAndIsEmptyUntilThen() {
        let form = AccountForm(language: .english)
        #expect(form[.name] == "")
        form.update(.name, to: "Ada")
        form.update(.name, to: "Ada Lovelace")
        #expect(form[.name] == "Ada Lovelace")
        #expect(form[.email] == "")
    }

    @Test func theFirstRefusalIsShownInTheFormsLanguageAndNothingIsActedOn() {
        let form = AccountForm(language: .german)
        var changes = 0
        form.onChange = { changes += 1 }
        form.update(.password, to: "long enough")
        #expect(submit(form) == nil)
        #expect(form.errorMessage == AccountInputError.emailMissing.message(in: .german))
        #expect(changes == 1)
    }

    @Test func aValidSubmissionClearsTheLastRefusalBeforeItIsActedOn() {
        let form = AccountForm(language: .english)
        _ = submit(form)
        #expect(form.errorMessage != nil)
        form.update(.email, to: " ada@example.com ")
        form.update(.password, to: "long enough")
        var messageWhenActing: String?? = .none
        form.submit(
            checking: { form throws(AccountInputError) in try AccountValidator.email(form[.email]) },
            then: { _ in messageWhenActing = .some(form.errorMessage) })
        #expect(messageWhenActing == .some(nil))
        #expect(submit(form) == Submitted(email: "ada@example.com"))
    }
}
