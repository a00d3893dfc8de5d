import HeadlessUI
import NavigationKit
import TestSupport
import Testing

@testable import ProfileModule

@Suite struct ProfileViewModelTests {
    @Test func tappingLogOutAsksForConfirmationAndEndsNothingYet() {
        let store = MockProfileSessionStore()
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel.using(router, sessionStore: store)
        viewModel.didTapLogOut()
        #expect(router.routes == [.logoutConfirmation])
        #expect(store.markLoggedOutCount == 0)
    }

    @Test func aRefusedPresentationBecomesAnErrorMessage() {
        let router = MockProfileRouter()
        router.errorToThrow = .refused(.presentation(.notInWindowHierarchy(presenter: "ProfileViewController")))
        let viewModel = ProfileViewModel.using(router)
        viewModel.didTapLogOut()
        #expect(
            viewModel.errorMessage
                == "Could not ask to confirm logging out: cannot present from ProfileViewController: it is not in a window."
        )
    }

    @Test func theNameAndEmailComeFromTheSession() {
        let store = MockProfileSessionStore(displayName: "Zoë Ñúñez", email: "zoe@exämple.de")
        let viewModel = ProfileViewModel.using(MockProfileRouter(), sessionStore: store)
        #expect(viewModel.displayName == "Zoë Ñúñez")
        #expect(viewModel.email == "zoe@exämple.de")
    }

    @Test func aBlankDisplayNameFallsBackToTheEmail() {
        let store = MockProfileSessionStore(displayName: "  ", email: "ada@example.com")
        let viewModel = ProfileViewModel.using(MockProfileRouter(), sessionStore: store)
        #expect(viewModel.displayName == "ada@example.com")
    }
}
