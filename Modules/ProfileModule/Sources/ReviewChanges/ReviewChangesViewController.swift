import Components
import HeadlessUI

/// Review changes: the new name and email, and "Save".
final class ReviewChangesViewController: ScreenViewController<ReviewChangesViewModel> {
    private let components: Components

    init(viewModel: ReviewChangesViewModel, components: Components) {
        self.components = components
        super.init(
            title: ProfileStrings.strings(in: components.theme.language).localized("reviewChanges.title"),
            viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        components.screen(
            [
                components.card(
                    [
                        components.title(viewModel.changes.displayName, identifier: "editProfile.reviewName"),
                        components.caption(viewModel.changes.email, identifier: "editProfile.reviewEmail"),
                    ]
                ),
                components.primaryButton(
                    ProfileStrings.strings(in: components.theme.language).localized("reviewChanges.save"),
                    identifier: "editProfile.save", action: { [weak viewModel] in viewModel?.save() }),
            ],
            identifier: "reviewChanges.screen"
        )
    }
}
