import DesignSystem
import HeadlessUI

/// Every component drawn once with sample content, for snapshots and pictures, its sample
/// text from Components' String Catalog in the theme's language.
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
        let strings = LocalizedStrings(bundle: .module, language: theme.language)
        let ignore: @MainActor () -> Void = {}
        let ignoreText: @MainActor (String) -> Void = { _ in }
        return [
            Entry(
                name: "title", node: components.title(strings.localized("gallery.title"), identifier: "gallery.title")),
            Entry(name: "body", node: components.body(strings.localized("gallery.body"))),
            Entry(name: "caption", node: components.caption(strings.localized("gallery.caption"))),
            Entry(
                name: "error-message",
                node: components.errorMessage(strings.localized("gallery.errorMessage"), identifier: "gallery.error")),
            Entry(
                name: "primary-button",
                node: components.primaryButton(
                    strings.localized("gallery.logIn"), identifier: "gallery.primary", action: ignore)),
            Entry(
                name: "primary-button-disabled",
                node: components.primaryButton(
                    strings.localized("gallery.signIn"), identifier: "gallery.disabled", isEnabled: false,
                    action: ignore)),
            Entry(
                name: "secondary-button",
                node: components.secondaryButton(
                    strings.localized("gallery.createAccount"), identifier: "gallery.secondary", action: ignore)),
            Entry(
                name: "destructive-button",
                node: components.destructiveButton(
                    strings.localized("gallery.logOut"), identifier: "gallery.destructive", action: ignore)),
            Entry(
                name: "text-field",
                node: components.textField(
                    label: strings.localized("gallery.email"), identifier: "gallery.email",
                    placeholder: strings.localized("gallery.email.placeholder"), onChange: ignoreText)),
            Entry(
                name: "secure-field",
                node: components.secureField(
                    label: strings.localized("gallery.password"), identifier: "gallery.password", value: "secret123",
                    onChange: ignoreText)),
            Entry(name: "list", node: sampleList(components, strings: strings, ignore: ignore)),
            Entry(name: "switch-rows", node: sampleSwitches(components, strings: strings)),
            Entry(name: "section-header", node: components.sectionHeader(strings.localized("gallery.sectionHeader"))),
            Entry(
                name: "card",
                node: components.card([
                    components.title(strings.localized("gallery.person.name")),
                    components.caption(strings.localized("gallery.person.email")),
                ])),
            Entry(name: "empty-state", node: components.emptyState(strings.localized("gallery.emptyState"))),
            Entry(
                name: "avatar",
                node: components.avatar(name: strings.localized("gallery.person.name"), identifier: "gallery.avatar")),
            Entry(
                name: "sheet-content",
                node: components.sheetContent(
                    title: strings.localized("gallery.sheet.title"),
                    message: strings.localized("gallery.sheet.message"),
                    actions: [
                        components.destructiveButton(
                            strings.localized("gallery.logOut"), identifier: "logout.confirm", action: ignore),
                        components.secondaryButton(
                            strings.localized("gallery.sheet.cancel"), identifier: "logout.cancel", action: ignore),
                    ])),
            Entry(
                name: "screen",
                node: components.screen([
                    components.title(strings.localized("gallery.home")),
                    components.body(strings.localized("gallery.screen.body")),
                ])),
            Entry(name: "navigation-and-tab-bars", node: barsNode(components, strings: strings)),
        ]
    }

    private func sampleList(
        _ components: Components, strings: LocalizedStrings, ignore: @escaping @MainActor () -> Void
    ) -> ViewNode {
        components.list([
            components.listRow(
                title: strings.localized("gallery.list.concurrency"),
                subtitle: strings.localized("gallery.list.concurrency.subtitle"), action: ignore),
            components.listRow(
                title: strings.localized("gallery.list.coordinators"),
                accessory: .button(
                    title: strings.localized("gallery.list.remove"), identifier: "gallery.remove", action: ignore)),
            components.listRow(title: strings.localized("gallery.list.plainRow")),
        ])
    }

    private func sampleSwitches(_ components: Components, strings: LocalizedStrings) -> ViewNode {
        let ignoreToggle: @MainActor (Bool) -> Void = { _ in }
        return components.list([
            components.switchRow(
                strings.localized("gallery.switch.notifications"), isOn: true, identifier: "gallery.switch.on",
                onToggle: ignoreToggle),
            components.switchRow(
                strings.localized("gallery.switch.offlineReading"), isOn: false, identifier: "gallery.switch.off",
                onToggle: ignoreToggle),
        ])
    }

    /// A real tab bar controller holding a themed navigation stack two screens deep, so the
    /// bars are styled exactly as the app styles them.
    private func barsNode(_ components: Components, strings: LocalizedStrings) -> ViewNode {
        let home = strings.localized("gallery.home")
        let first = ViewController()
        first.title = home
        let second = ViewController()
        second.title = strings.localized("gallery.detail")
        let navigation = ThemedNavigationController(theme: theme)
        navigation.tabBarItem = TabBarItem(title: home, image: "house", identifier: "tab.home")
        let other = ViewController()
        other.tabBarItem = TabBarItem(
            title: strings.localized("gallery.profile"), image: "person", identifier: "tab.profile")
        let tabs = TabBarController()
        components.style(tabs)
        let window = Window()
        do {
            try navigation.setViewControllers([first, second], animated: false)
            try tabs.setViewControllers([navigation, other])
            try window.setRootViewController(tabs)
        } catch {
            // The platform's reason has no words but English; the sentence around it is the theme's.
            return components.errorMessage(
                strings.localized("gallery.barsUnavailable", .text(String(describing: error))),
                identifier: "gallery.bars")
        }
        return window.screen.layers.first?.node() ?? ViewNode(role: .stack)
    }
}
