import HeadlessUI

extension Components {
    /// The root of a screen's content: a padded vertical stack on the background colour.
    public func screen(_ children: [ViewNode], identifier: String? = nil) -> ViewNode {
        ViewNode(role: .stack, identifier: identifier, style: styles.screen, children: children)
    }

    /// A raised group of nodes on the surface colour.
    public func card(_ children: [ViewNode], identifier: String? = nil) -> ViewNode {
        ViewNode(role: .stack, identifier: identifier, style: styles.card, children: children)
    }

    /// What a screen shows when it has nothing to list.
    public func emptyState(_ message: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: message, identifier: identifier, style: styles.text(.textSecondary, .body))
    }

    /// A round avatar showing the initials of `name` (e.g. "JD" for "Jane Doe").
    public func avatar(name: String, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .image, label: Initials.of(name), identifier: identifier, style: styles.avatar)
    }

    /// The content of an alert or confirmation sheet: a title, an optional message, actions.
    public func sheetContent(
        title: String,
        message: String? = nil,
        actions: [ViewNode],
        identifier: String? = nil
    ) -> ViewNode {
        var children: [ViewNode] = []
        if let message {
            children.append(ViewNode(role: .text, label: message, style: styles.text(.textSecondary, .body)))
        }
        return ViewNode(
            role: .alert, label: title, identifier: identifier, style: styles.sheet, children: children + actions)
    }
}

extension Components {
    /// Styles a tab bar: bar colours, and the tint of the selected tab.
    public func style(_ tabBarController: TabBarController) {
        tabBarController.tabBarStyle = styles.tabBar
        tabBarController.tintColor = theme.color(.tabTint)
    }
}
