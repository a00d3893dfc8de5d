import Components
import HeadlessUI

/// Review changes' node tree: the new name and email on a card, and "Save".
final class ReviewChangesNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s changes; "Save" goes back to it.
    func make(for viewModel: ReviewChangesViewModel) -> ViewNode {
        components.screen(
            [
                components.card(
                    [
                        components.title(viewModel.changes.displayName, identifier: "editProfile.reviewName"),
                        components.caption(viewModel.changes.email, identifier: "editProfile.reviewEmail"),
                    ]
                ),
                components.primaryButton(
                    viewModel.strings.localized("reviewChanges.save"), identifier: "editProfile.save",
                    action: { [weak viewModel] in viewModel?.didTapSave() }),
            ],
            identifier: "reviewChanges.screen"
        )
    }
}
