import TestSupport
import Testing

@testable import PreLoginModule

@Suite struct RegisterViewModelTests {
    private struct Form {
        var name = "Grace Hopper"
        var email = "grace@example.com"
        var password = "compilers"
        var confirmation = "compilers"
    }

    private func submit(_ form: Form, store: MockPreLoginSessionStore, delegate: MockPreLoginFlowDelegate)
        -> RegisterViewModel
    {
        let viewModel = RegisterViewModel(
            sessionStore: store, router: RegisterRouter(flowDelegate: delegate), strings: .preLogin)
        viewModel.fieldDidChange(.name, to: form.name)
        viewModel.fieldDidChange(.email, to: form.email)
        viewModel.fieldDidChange(.password, to: form.password)
        viewModel.fieldDidChange(.confirmation, to: form.confirmation)
        viewModel.didTapSubmit()
        return viewModel
    }

    @Test func aValidFormStoresTheTrimmedNameAndEmailThenTellsTheFlowDelegate() {
        let log = CallLog()
        let store = MockPreLoginSessionStore(log: log)
        var form = Form()
        form.name = "  Grace Hopper "
        form.email = " grace@example.com"
        _ = submit(form, store: store, delegate: MockPreLoginFlowDelegate(log: log))
        #expect(store.logIns == [.init(email: "grace@example.com", displayName: "Grace Hopper")])
        #expect(log.calls == ["markLoggedIn", "preLoginDidLogIn"])
    }

    @Test func aUnicodeNameIsStoredAsTyped() {
        let store = MockPreLoginSessionStore()
        var form = Form()
        form.name = "Zoë Ñúñez 李雷"
        _ = submit(form, store: store, delegate: .init())
        #expect(store.logIns.first?.displayName == "Zoë Ñúñez 李雷")
    }

    @Test func aWhitespaceOnlyNameIsShownAndNothingIsStored() {
        let store = MockPreLoginSessionStore()
        let delegate = MockPreLoginFlowDelegate()
        var form = Form()
        form.name = "   "
        let viewModel = submit(form, store: store, delegate: delegate)
        #expect(viewModel.errorMessage == "Enter your name")
        #expect(store.logIns.isEmpty)
        #expect(delegate.didLogInCount == 0)
    }

    @Test func aMismatchedConfirmationIsShownAndNothingIsStored() {
        let store = MockPreLoginSessionStore()
        var form = Form()
        form.confirmation = "compilerz"
        let viewModel = submit(form, store: store, delegate: .init())
        #expect(viewModel.errorMessage == "Passwords do not match; type the same password twice")
        #expect(store.logIns.isEmpty)
    }

    @Test func aTenThousandCharacterNameIsShownAsTooLongAndNothingIsStored() {
        let store = MockPreLoginSessionStore()
        var form = Form()
        form.name = String(repeating: "g", count: 10_000)
        let viewModel = submit(form, store: store, delegate: .init())
        #expect(viewModel.errorMessage == "Name must be at most 100 characters; it has 10000")
        #expect(store.logIns.isEmpty)
    }

    @Test func theFirstProblemInReadingOrderIsTheOneShown() {
        var form = Form()
        form.name = ""
        form.email = "not an email"
        form.password = "short"
        let viewModel = submit(form, store: MockPreLoginSessionStore(), delegate: .init())
        #expect(viewModel.errorMessage == "Enter your name")
    }
}
