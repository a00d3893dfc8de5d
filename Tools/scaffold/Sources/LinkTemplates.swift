/// What makes a new feature module reachable from App alone: the coordinator that shows it over
/// the tabs when its link (`example://<host>`) opens it, the flow file that proves it, and the
/// catalogue's steps that picture it.
struct LinkTemplates {
    let name: FeatureName

    /// The link's host, e.g. `user-settings` for `UserSettings`.
    var host: String { name.screenshotName }

    /// The coordinator's type, e.g. `SettingsCoordinator`.
    var coordinator: String { name.short + "Coordinator" }

    /// The coordinator's file, relative to the package.
    var coordinatorPath: String { "App/Sources/Coordinators/\(coordinator).swift" }

    /// The flow file, relative to the package.
    var flowPath: String { "Tools/FlowFileHost/Flows/\(host).yaml" }

    /// The line `LinkedFeatures` gets.
    var linkedFeatureLine: String { "(host: \"\(host)\", start: \(coordinator).init)," }

    /// Every file, by path relative to the package.
    var files: [String: String] { [coordinatorPath: coordinatorSource, flowPath: flow] }

    private var id: String { name.identifierPrefix }

    var coordinatorSource: String {
        let n = name.short
        return """
            import Components
            import HeadlessUI
            import NavigationKit
            import \(name.module)

            /// Shows the \(name.title) module over the tabs, on a stack of its own, when
            /// `example://\(host)` opens it (`LinkedFeatures`); the module's Done closes it.
            final class \(coordinator): LinkedFeatureCoordinator, \(n)FlowDelegate {
                let childCoordinators = ChildCoordinators()
                var onFinish: (@MainActor () -> Void)?
                private let context: AppContext
                private let router: Router

                init(context: AppContext) {
                    self.context = context
                    router = Router(rootController: ThemedNavigationController(theme: context.theme))
                    LiveInstances.increment(Self.self)
                }

                deinit { LiveInstances.decrement(Self.self) }

                var rootViewController: ViewController { router.toPresent() }

                func start() {
                    let entry = \(n)Builder.build(
                        dependencies: \(n)Dependencies(
                            theme: context.theme, sessionStore: context.session,
                            content: context.services.\(CompositionTemplates(name: name).servicesProperty),
                            flowDelegate: self, router: router))
                    // A fresh stack's first screen: nothing can refuse it.
                    try? router.setRootModule(entry.viewController)
                }

                func \(id)DidFinish() {
                    onFinish?()
                }
            }

            """
    }

    var flow: String {
        """
        # \(name.title), reached by its link: it lists what it fetched, and Done closes it.
        appId: com.example.headless
        name: \(name.title) opens from its link
        env:
          EMAIL: ada@example.com
          PASSWORD: analytical
        ---
        - launchApp:
            clearState: true
        - runFlow: subflows/login.yaml
        - openLink: example://\(host)
        - extendedWaitUntil:
            visible: {id: "\(id).list"}
            timeout: 10000
        - assertVisible: {id: "\(id).item.h1"}
        - tapOn: {id: "\(id).done"}
        - assertNotVisible: {id: "\(id).screen"}
        - assertVisible: {id: "tab.home"}

        """
    }

    /// The catalogue's last steps for the module: its link, then its screenshot once its list came.
    var catalogueSteps: [String] {
        [
            "# \(name.title), reached by its link (written by make feature).",
            "- launchApp:",
            "    arguments:",
            "      contentScenario: normal",
            "- openLink: example://\(host)",
            "- extendedWaitUntil:",
            "    visible: {id: \"\(id).list\"}",
            "    timeout: 10000",
            "- takeScreenshot: \(name.screenshotName)",
            "- tapOn: {id: \"\(id).done\"}",
        ]
    }
}
