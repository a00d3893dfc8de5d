import Testing

@testable import ProfileModule

@MainActor
@Suite struct ProfileRouteTests {
    @Test func editProfileAsksForTheEditRoute() {
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel(sessionStore: MockProfileSessionStore(), router: router, flowDelegate: nil)
        viewModel.didTapEditProfile()
        #expect(router.routes == [.editProfile])
    }

    @Test func reportAProblemAsksForTheReportRoute() {
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel(sessionStore: MockProfileSessionStore(), router: router, flowDelegate: nil)
        viewModel.didTapReportProblem()
        #expect(router.routes == [.reportProblem])
    }

    @Test func aSentReportShowsTheNoticeUntilTheNextRoute() {
        let router = MockProfileRouter()
        let viewModel = ProfileViewModel(sessionStore: MockProfileSessionStore(), router: router, flowDelegate: nil)
        viewModel.reportWasSent()
        #expect(viewModel.notice == "Report sent")
        viewModel.didTapEditProfile()
        #expect(viewModel.notice == nil)
    }

    @Test func savedChangesRedrawTheScreenWithTheSessionsNewValues() {
        let store = MockProfileSessionStore()
        let viewModel = ProfileViewModel(sessionStore: store, router: MockProfileRouter(), flowDelegate: nil)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.updateProfile(displayName: "Grace Hopper", email: "grace@example.com")
        viewModel.profileChangesWereSaved()
        #expect(redraws == 1)
        #expect(viewModel.displayName == "Grace Hopper")
    }
}
