import TestSupport
import Testing

@testable import PreLoginModule

@Suite struct LoginViewModelTests {
    private func submit(
        email: String, password: String, store: MockPreLoginSessionStore, delegate: MockPreLoginFlowDelegate
    )
        -> LoginViewModel
    {
        let viewModel = LoginViewModel(
            sessionStore: store, router: LoginRouter(flowDelegate: delegate), strings: .preLogin)
        viewModel.fieldDidChange(.email, to: email)
        viewModel.fieldDidChange(.password, to: password)
        viewModel.didTapSubmit()
        return viewModel
    }

    @Test func validCredentialsAreStoredWithANameDerivedFromTheEmail() {
        let store = MockPreLoginSessionStore()
        _ = submit(email: " ada.lovelace@example.com ", password: "analytical", store: store, delegate: .init())
        #expect(store.logIns == [.init(email: "ada.lovelace@example.com", displayName: "Ada Lovelace")])
    }

    @Test func theFlowDelegateIsToldAfterTheSessionIsStored() {
        let log = CallLog()
        let delegate = MockPreLoginFlowDelegate(log: log)
        _ = submit(
            email: "ada@example.com", password: "analytical", store: MockPreLoginSessionStore(log: log),
            delegate: delegate)
        #expect(log.calls == ["markLoggedIn", "preLoginDidLogIn"])
    }

    @Test func anInvalidEmailIsShownAndNothingIsStored() {
        let store = MockPreLoginSessionStore()
        let delegate = MockPreLoginFlowDelegate()
        let viewModel = submit(email: "ada.example.com", password: "analytical", store: store, delegate: delegate)
        #expect(viewModel.errorMessage == "Enter a valid email address")
        #expect(store.logIns.isEmpty)
        #expect(delegate.didLogInCount == 0)
    }

    @Test func aShortPasswordIsShownAndNothingIsStored() {
        let store = MockPreLoginSessionStore()
        let delegate = MockPreLoginFlowDelegate()
        let viewModel = submit(email: "ada@example.com", password: "short", store: store, delegate: delegate)
        #expect(viewModel.errorMessage == "Password must be at least 8 characters; it has 5")
        #expect(store.logIns.isEmpty)
        #expect(delegate.didLogInCount == 0)
    }

    @Test func aCorrectedSecondAttemptClearsTheErrorAndLogsIn() {
        let store = MockPreLoginSessionStore()
        let viewModel = submit(email: "ada@example.com", password: "short", store: store, delegate: .init())
        viewModel.fieldDidChange(.password, to: "long enough")
        viewModel.didTapSubmit()
        #expect(viewModel.errorMessage == nil)
        #expect(store.logIns.count == 1)
    }

    @Test func theFlowDelegateIsHeldWeakly() {
        weak var releasedDelegate: MockPreLoginFlowDelegate?
        var viewModel: LoginViewModel?
        do {
            let delegate = MockPreLoginFlowDelegate()
            viewModel = LoginViewModel(
                sessionStore: MockPreLoginSessionStore(), router: LoginRouter(flowDelegate: delegate),
                strings: .preLogin)
            releasedDelegate = delegate
        }
        #expect(viewModel != nil)
        #expect(releasedDelegate == nil)
    }
}
