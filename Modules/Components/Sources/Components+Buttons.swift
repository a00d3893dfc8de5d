import HeadlessUI

extension Components {
    /// The main action of a screen.
    public func primaryButton(
        _ title: String,
        identifier: String,
        isEnabled: Bool = true,
        action: @escaping @MainActor () -> Void
    ) -> ViewNode {
        ViewNode(
            role: .button, label: title, identifier: identifier, isEnabled: isEnabled,
            style: styles.filledButton(fill: .brand, title: .onBrand), onTap: action)
    }

    /// A secondary action.
    public func secondaryButton(
        _ title: String,
        identifier: String,
        isEnabled: Bool = true,
        action: @escaping @MainActor () -> Void
    ) -> ViewNode {
        ViewNode(
            role: .button, label: title, identifier: identifier, isEnabled: isEnabled,
            style: styles.outlinedButton, onTap: action)
    }

    /// An action that destroys or ends something (log out).
    public func destructiveButton(
        _ title: String,
        identifier: String,
        isEnabled: Bool = true,
        action: @escaping @MainActor () -> Void
    ) -> ViewNode {
        ViewNode(
            role: .button, label: title, identifier: identifier, isEnabled: isEnabled,
            style: styles.filledButton(fill: .danger, title: .onDanger), onTap: action)
    }
}
