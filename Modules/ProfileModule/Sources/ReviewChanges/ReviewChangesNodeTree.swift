import Components
import DesignSystem
import HeadlessUI

/// Review changes' node tree: the new name and email on a card, and "Save".
struct ReviewChangesNodeTree {
    let components: Components
    let strings: LocalizedStrings

    /// The tree for `changes`; `onSave` runs when "Save" is tapped.
    func make(changes: ProfileChanges, onSave: @escaping @MainActor () -> Void) -> ViewNode {
        components.screen(
            [
                components.card(
                    [
                        components.title(changes.displayName, identifier: "editProfile.reviewName"),
                        components.caption(changes.email, identifier: "editProfile.reviewEmail"),
                    ]
                ),
                components.primaryButton(
                    strings.localized("reviewChanges.save"), identifier: "editProfile.save", action: onSave),
            ],
            identifier: "reviewChanges.screen"
        )
    }
}
