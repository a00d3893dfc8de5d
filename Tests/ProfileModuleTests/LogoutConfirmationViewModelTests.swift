import HeadlessUI
import NavigationKit
import TestSupport
import Testing

@testable import ProfileModule

/// The log-out sheet's decisions: "Log out" ends the session and leaves the module, "Cancel" changes nothing.
@MainActor
@Suite struct LogoutConfirmationViewModelTests {
    @Test func confirmingClosesTheSheetThenEndsTheSessionThenLeavesTheModule() {
        let log = CallLog()
        let router = MockLogoutConfirmationRouter(log: log)
        let viewModel = LogoutConfirmationViewModel(
            sessionStore: MockProfileSessionStore(log: log), router: router, strings: .profile)
        viewModel.didTapLogOut()
        #expect(log.calls == ["route(closed)", "markLoggedOut", "route(loggedOut)"])
    }

    @Test func cancellingKeepsTheSession() {
        let store = MockProfileSessionStore()
        let router = MockLogoutConfirmationRouter()
        let viewModel = LogoutConfirmationViewModel(sessionStore: store, router: router, strings: .profile)
        viewModel.didTapCancel()
        #expect(router.routes == [.closed])
        #expect(store.markLoggedOutCount == 0)
    }

    @Test func theLogOutSheetsRouterHoldsTheFlowDelegateWeakly() throws {
        weak var releasedDelegate: MockProfileFlowDelegate?
        var router: LogoutConfirmationRouter?
        do {
            let delegate = MockProfileFlowDelegate()
            router = LogoutConfirmationRouter(
                dependencies: ProfileDependencies(
                    theme: try theme(.light), sessionStore: MockProfileSessionStore(), flowDelegate: delegate,
                    router: Router(rootController: NavigationController())))
            releasedDelegate = delegate
        }
        #expect(router != nil)
        #expect(releasedDelegate == nil)
    }
}
