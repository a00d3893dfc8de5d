import TestSupport
import Testing

@testable import ProfileModule

@MainActor
@Suite struct EditProfileViewModelTests {
    private func makeViewModel(
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) -> (EditProfileViewModel, MockJourneyRouter) {
        let router = MockJourneyRouter()
        return (EditProfileViewModel(sessionStore: store, router: router, strings: .profile), router)
    }

    @Test func theFieldsStartWithTodaysValues() {
        let (viewModel, _) = makeViewModel()
        #expect(viewModel.name == "Ada Lovelace")
        #expect(viewModel.email == "ada@example.com")
    }

    @Test func anEmptyNameIsRefusedWithItsMessage() {
        let (viewModel, router) = makeViewModel()
        viewModel.nameDidChange("   ")
        viewModel.didTapReview()
        #expect(viewModel.errorMessage == "Enter your name")
        #expect(router.editProfileRoutes.isEmpty)
    }

    @Test func aRefusedReviewSaysWhyAndStaysOnTheForm() {
        let (viewModel, router) = makeViewModel()
        router.errorToThrow = .notShown
        viewModel.didTapReview()
        #expect(
            viewModel.errorMessage
                == "Could not open Review changes: the screen is no longer shown, so there is nowhere to go from it.")
    }

    @Test(arguments: ["ada", "ada@", "@example.com", "ada@example", "ada@ex ample.com", "a@b@example.com"])
    func aBadEmailIsRefusedWithItsMessage(email: String) {
        let (viewModel, router) = makeViewModel()
        viewModel.emailDidChange(email)
        viewModel.didTapReview()
        #expect(viewModel.errorMessage == "Enter a valid email address")
        #expect(router.editProfileRoutes.isEmpty)
    }

    @Test func validValuesGoToReviewTrimmedAndStoreNothingYet() {
        let store = MockProfileSessionStore()
        let (viewModel, router) = makeViewModel(store: store)
        viewModel.nameDidChange("  Grace Hopper ")
        viewModel.emailDidChange(" grace@example.com")
        viewModel.didTapReview()
        #expect(viewModel.errorMessage == nil)
        #expect(
            router.editProfileRoutes == [.reviewChanges(.init(displayName: "Grace Hopper", email: "grace@example.com"))]
        )
        #expect(store.updateCount == 0)
    }
}
