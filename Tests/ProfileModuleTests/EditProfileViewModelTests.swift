import Testing

@testable import ProfileModule

@MainActor
@Suite struct EditProfileViewModelTests {
    private func makeViewModel(
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) -> (EditProfileViewModel, () -> [ProfileBuilder.Changes]) {
        var reviewed: [ProfileBuilder.Changes] = []
        let viewModel = EditProfileViewModel(sessionStore: store) { reviewed.append($0) }
        return (viewModel, { reviewed })
    }

    @Test func theFieldsStartWithTodaysValues() {
        let (viewModel, _) = makeViewModel()
        #expect(viewModel.name == "Ada Lovelace")
        #expect(viewModel.email == "ada@example.com")
    }

    @Test func anEmptyNameIsRefusedWithItsMessage() {
        let (viewModel, reviewed) = makeViewModel()
        viewModel.nameDidChange("   ")
        viewModel.review()
        #expect(viewModel.errorMessage == "Enter your name")
        #expect(reviewed().isEmpty)
    }

    @Test(arguments: ["", "ada", "ada@", "@example.com", "ada@example", "ada@ex ample.com", "a@b@example.com"])
    func aBadEmailIsRefusedWithItsMessage(email: String) {
        let (viewModel, reviewed) = makeViewModel()
        viewModel.emailDidChange(email)
        viewModel.review()
        #expect(viewModel.errorMessage == "Enter a valid email address")
        #expect(reviewed().isEmpty)
    }

    @Test func validValuesGoToReviewTrimmedAndStoreNothingYet() {
        let store = MockProfileSessionStore()
        let (viewModel, reviewed) = makeViewModel(store: store)
        viewModel.nameDidChange("  Grace Hopper ")
        viewModel.emailDidChange(" grace@example.com")
        viewModel.review()
        #expect(viewModel.errorMessage == nil)
        #expect(reviewed() == [.init(displayName: "Grace Hopper", email: "grace@example.com")])
        #expect(store.updateCount == 0)
    }

    @Test func saveStoresTheReviewedValuesThenSaysSo() {
        let log = CallLog()
        let store = MockProfileSessionStore(log: log)
        let viewModel = ReviewChangesViewModel(
            changes: .init(displayName: "Grace Hopper", email: "grace@example.com"), sessionStore: store,
            onSaved: { log.record("onSaved") })
        viewModel.save()
        #expect(log.calls == ["updateProfile", "onSaved"])
        #expect(store.displayName == "Grace Hopper")
        #expect(store.email == "grace@example.com")
    }
}
