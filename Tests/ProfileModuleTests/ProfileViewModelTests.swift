import HeadlessUI
import Testing

@testable import ProfileModule

@Suite struct ProfileViewModelTests {
    @Test func tappingLogOutAsksForConfirmationAndEndsNothingYet() {
        let store = MockProfileSessionStore()
        let router = MockProfileRouter()
        let delegate = MockProfileFlowDelegate()
        let viewModel = ProfileViewModel(sessionStore: store, router: router, flowDelegate: delegate)
        viewModel.didTapLogOut()
        #expect(router.routes == [.logoutConfirmation])
        #expect(store.markLoggedOutCount == 0)
        #expect(delegate.didLogoutCount == 0)
    }

    @Test func confirmingClosesTheSheetThenLogsOutThenTellsTheFlowDelegate() {
        let log = CallLog()
        let delegate = MockProfileFlowDelegate(log: log)
        let viewModel = ProfileViewModel(
            sessionStore: MockProfileSessionStore(log: log), router: MockProfileRouter(log: log),
            flowDelegate: delegate)
        viewModel.didTapLogOut()
        viewModel.logoutConfirmationDidConfirm()
        #expect(log.calls == ["dismissLogoutConfirmation", "markLoggedOut", "profileDidLogout"])
    }

    @Test func cancellingClosesTheSheetAndKeepsTheSession() {
        let store = MockProfileSessionStore()
        let router = MockProfileRouter()
        let delegate = MockProfileFlowDelegate()
        let viewModel = ProfileViewModel(sessionStore: store, router: router, flowDelegate: delegate)
        viewModel.didTapLogOut()
        viewModel.logoutConfirmationDidCancel()
        #expect(router.dismissCount == 1)
        #expect(store.markLoggedOutCount == 0)
        #expect(delegate.didLogoutCount == 0)
    }

    @Test func aRefusedPresentationBecomesAnErrorMessage() {
        let router = MockProfileRouter()
        router.failure = .refused(.presentation(.notInWindowHierarchy(presenter: "ProfileViewController")))
        let viewModel = ProfileViewModel(sessionStore: MockProfileSessionStore(), router: router, flowDelegate: nil)
        viewModel.didTapLogOut()
        #expect(
            viewModel.errorMessage
                == "Could not ask to confirm logging out: cannot present from ProfileViewController: it is not in a window."
        )
    }

    @Test func theNameAndEmailComeFromTheSession() {
        let store = MockProfileSessionStore(displayName: "Zoë Ñúñez", email: "zoe@exämple.de")
        let viewModel = ProfileViewModel(sessionStore: store, router: MockProfileRouter(), flowDelegate: nil)
        #expect(viewModel.displayName == "Zoë Ñúñez")
        #expect(viewModel.email == "zoe@exämple.de")
    }

    @Test func aBlankDisplayNameFallsBackToTheEmail() {
        let store = MockProfileSessionStore(displayName: "  ", email: "ada@example.com")
        let viewModel = ProfileViewModel(sessionStore: store, router: MockProfileRouter(), flowDelegate: nil)
        #expect(viewModel.displayName == "ada@example.com")
    }

    @Test func theFlowDelegateIsHeldWeakly() {
        weak var releasedDelegate: MockProfileFlowDelegate?
        var viewModel: ProfileViewModel?
        do {
            let delegate = MockProfileFlowDelegate()
            viewModel = ProfileViewModel(
                sessionStore: MockProfileSessionStore(), router: MockProfileRouter(), flowDelegate: delegate)
            releasedDelegate = delegate
        }
        #expect(viewModel != nil)
        #expect(releasedDelegate == nil)
    }
}
