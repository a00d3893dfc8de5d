import Testing

@testable import ProfileModule

@MainActor
@Suite struct EditProfileViewModelTests {
    private func makeViewModel(
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) -> (EditProfileViewModel, MockJourneyRouter) {
        let router = MockJourneyRouter()
        return (EditProfileViewModel(sessionStore: store, router: router), router)
    }

    @Test func theFieldsStartWithTodaysValues() {
        let (viewModel, _) = makeViewModel()
        #expect(viewModel.name == "Ada Lovelace")
        #expect(viewModel.email == "ada@example.com")
    }

    @Test func anEmptyNameIsRefusedWithItsMessage() {
        let (viewModel, router) = makeViewModel()
        viewModel.nameDidChange("   ")
        viewModel.review()
        #expect(viewModel.errorMessage == "Enter your name")
        #expect(router.editProfileRoutes.isEmpty)
    }

    @Test(arguments: ["", "ada", "ada@", "@example.com", "ada@example", "ada@ex ample.com", "a@b@example.com"])
    func aBadEmailIsRefusedWithItsMessage(email: String) {
        let (viewModel, router) = makeViewModel()
        viewModel.emailDidChange(email)
        viewModel.review()
        #expect(viewModel.errorMessage == "Enter a valid email address")
        #expect(router.editProfileRoutes.isEmpty)
    }

    @Test func validValuesGoToReviewTrimmedAndStoreNothingYet() {
        let store = MockProfileSessionStore()
        let (viewModel, router) = makeViewModel(store: store)
        viewModel.nameDidChange("  Grace Hopper ")
        viewModel.emailDidChange(" grace@example.com")
        viewModel.review()
        #expect(viewModel.errorMessage == nil)
        #expect(
            router.editProfileRoutes == [.reviewChanges(.init(displayName: "Grace Hopper", email: "grace@example.com"))]
        )
        #expect(store.updateCount == 0)
    }

    @Test func saveStoresTheReviewedValuesThenGoesBackToProfile() {
        let log = CallLog()
        let store = MockProfileSessionStore(log: log)
        let router = MockJourneyRouter(log: log)
        let viewModel = ReviewChangesViewModel(
            changes: .init(displayName: "Grace Hopper", email: "grace@example.com"), sessionStore: store,
            router: router)
        viewModel.save()
        #expect(log.calls == ["updateProfile", "route(backToProfile)"])
        #expect(store.displayName == "Grace Hopper")
        #expect(store.email == "grace@example.com")
    }
}
