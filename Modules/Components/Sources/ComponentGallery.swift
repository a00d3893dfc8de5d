import DesignSystem
import HeadlessUI

/// Every component drawn once with sample content, for snapshots and pictures.
@MainActor
public struct ComponentGallery {
    /// One component under a stable, file-name-safe name.
    public struct Entry {
        /// E.g. `primary-button`; unique within the gallery.
        public let name: String
        /// The component's node tree.
        public let node: ViewNode
    }

    /// The theme the components are drawn with.
    public let theme: Theme

    /// Every component once, drawn with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Every component, in a fixed order.
    public var entries: [Entry] {
        let components = Components(theme: theme)
        let ignore: @MainActor () -> Void = {}
        let ignoreText: @MainActor (String) -> Void = { _ in }
        return [
            Entry(name: "title", node: components.title("Welcome", identifier: "gallery.title")),
            Entry(name: "body", node: components.body("Save what you like and find it again later.")),
            Entry(name: "caption", node: components.caption("Updated a minute ago")),
            Entry(
                name: "error-message",
                node: components.errorMessage("Enter a valid email address.", identifier: "gallery.error")),
            Entry(
                name: "primary-button",
                node: components.primaryButton("Log in", identifier: "gallery.primary", action: ignore)),
            Entry(
                name: "primary-button-disabled",
                node: components.primaryButton(
                    "Sign in", identifier: "gallery.disabled", isEnabled: false, action: ignore)),
            Entry(
                name: "secondary-button",
                node: components.secondaryButton("Create account", identifier: "gallery.secondary", action: ignore)),
            Entry(
                name: "destructive-button",
                node: components.destructiveButton("Log out", identifier: "gallery.destructive", action: ignore)),
            Entry(
                name: "text-field",
                node: components.textField(
                    label: "Email", identifier: "gallery.email", placeholder: "name@example.com", onChange: ignoreText)),
            Entry(
                name: "secure-field",
                node: components.secureField(
                    label: "Password", identifier: "gallery.password", value: "secret123", onChange: ignoreText)),
            Entry(name: "list", node: sampleList(components, ignore: ignore)),
            Entry(name: "switch-rows", node: sampleSwitches(components)),
            Entry(name: "section-header", node: components.sectionHeader("Saved this week")),
            Entry(
                name: "card",
                node: components.card([
                    components.title("Jane Doe"), components.caption("jane@example.com"),
                ])),
            Entry(name: "empty-state", node: components.emptyState("No bookmarks yet")),
            Entry(name: "avatar", node: components.avatar(name: "Jane Doe", identifier: "gallery.avatar")),
            Entry(
                name: "sheet-content",
                node: components.sheetContent(
                    title: "Log out?",
                    message: "You will need your password to log in again.",
                    actions: [
                        components.destructiveButton("Log out", identifier: "logout.confirm", action: ignore),
                        components.secondaryButton("Cancel", identifier: "logout.cancel", action: ignore),
                    ])),
            Entry(name: "screen", node: components.screen([components.title("Home"), components.body("Hello.")])),
            Entry(name: "navigation-and-tab-bars", node: barsNode(components)),
        ]
    }

    private func sampleList(_ components: Components, ignore: @escaping @MainActor () -> Void) -> ViewNode {
        components.list([
            components.listRow(
                title: "Swift concurrency", subtitle: "Actors and tasks", action: ignore),
            components.listRow(
                title: "Coordinators",
                accessory: .button(title: "Remove", identifier: "gallery.remove", action: ignore)),
            components.listRow(title: "Plain row"),
        ])
    }

    private func sampleSwitches(_ components: Components) -> ViewNode {
        let ignoreToggle: @MainActor (Bool) -> Void = { _ in }
        return components.list([
            components.switchRow("Notifications", isOn: true, identifier: "gallery.switch.on", onToggle: ignoreToggle),
            components.switchRow(
                "Offline reading", isOn: false, identifier: "gallery.switch.off", onToggle: ignoreToggle),
        ])
    }

    /// A real tab bar controller holding a themed navigation stack two screens deep, so the
    /// bars are styled exactly as the app styles them.
    private func barsNode(_ components: Components) -> ViewNode {
        let first = ViewController()
        first.title = "Home"
        let second = ViewController()
        second.title = "Detail"
        let navigation = ThemedNavigationController(theme: theme)
        navigation.tabBarItem = TabBarItem(title: "Home", image: "house", identifier: "tab.home")
        let other = ViewController()
        other.tabBarItem = TabBarItem(title: "Profile", image: "person", identifier: "tab.profile")
        let tabs = TabBarController()
        components.style(tabs)
        let window = Window()
        do {
            try navigation.setViewControllers([first, second], animated: false)
            try tabs.setViewControllers([navigation, other])
            try window.setRootViewController(tabs)
        } catch {
            return components.errorMessage("could not assemble the bars: \(error)", identifier: "gallery.bars")
        }
        return window.screen.layers.first?.node() ?? ViewNode(role: .stack)
    }
}
