import Testing

@testable import ProfileModule

@MainActor
@Suite struct ProfileRouteTests {
    @Test func editProfileAsksForTheEditRoute() {
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel.using(router)
        viewModel.didTapEditProfile()
        #expect(router.routes == [.editProfile])
    }

    @Test func reportAProblemAsksForTheReportRoute() {
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel.using(router)
        viewModel.didTapReportProblem()
        #expect(router.routes == [.reportProblem])
    }

    @Test func aSentReportShowsTheNoticeUntilTheNextRoute() {
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel.using(router)
        viewModel.profileRoute(.reportProblem, didEndWith: .completed)
        #expect(viewModel.notice == "Report sent")
        viewModel.didTapEditProfile()
        #expect(viewModel.notice == nil)
    }

    @Test func savedChangesRedrawTheScreenWithTheSessionsNewValues() {
        let store = MockProfileSessionStore()
        let viewModel = ProfileViewModel.using(MockProfileRouter(), sessionStore: store)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.updateProfile(displayName: "Grace Hopper", email: "grace@example.com")
        viewModel.profileRoute(.editProfile, didEndWith: .completed)
        #expect(redraws == 1)
        #expect(viewModel.displayName == "Grace Hopper")
    }

    @Test func anAbandonedJourneyChangesNothingOnScreen() {
        let viewModel = ProfileViewModel.using(MockProfileRouter())
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.profileRoute(.reportProblem, didEndWith: .abandoned)
        viewModel.profileRoute(.editProfile, didEndWith: .abandoned)
        #expect(redraws == 0)
        #expect(viewModel.notice == nil)
    }

    @Test func aJourneyThatCouldNotStartSaysWhyOnProfile() {
        let viewModel = ProfileViewModel.using(MockProfileRouter())
        viewModel.profileRoute(.editProfile, didEndWith: .failed(.notShown))
        #expect(
            viewModel.errorMessage
                == "Could not open Edit profile: the screen is no longer shown, so there is nowhere to go from it.")
    }
}
