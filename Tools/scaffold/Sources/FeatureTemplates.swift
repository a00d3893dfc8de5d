/// The files of a new feature module: the five public files, one screen folder in the shape
/// every screen has (one that fetches what it lists through the module's `<Name>ContentLoading`),
/// its String Catalog, and its tests.
struct FeatureTemplates {
    let name: FeatureName
    /// The languages the new String Catalog has a string in.
    var languages = PackageLanguages(source: "en", all: ["en"])

    /// The module's first screen.
    var screen: ScreenDescription { .feature(name) }

    /// Every generated file, sources, catalogue and tests, by path relative to the package.
    var files: [String: String] {
        let module = "Modules/\(name.module)/"
        let sources = module + "Sources/"
        var files: [String: String] = [
            sources + "\(n)Builder.swift": builder,
            sources + "\(n)Dependencies.swift": dependencies,
            sources + "\(n)SessionStoring.swift": sessionStoring,
            sources + "\(n)FlowDelegate.swift": flowDelegate,
            sources + "\(n)ContentLoading.swift": contentLoading,
            module + "Resources/Localizable.xcstrings": StringCatalogEditor.newStringCatalog(
                with: strings, sourceLanguage: languages.source, languages: languages.all),
        ]
        files.merge(FeatureScreenTemplates(name: name).files(in: sources + n + "/")) { generated, _ in generated }
        files.merge(FeatureTestTemplates(name: name).files) { generated, _ in generated }
        return files
    }

    /// Every word the module's first screen shows, for its String Catalog.
    var strings: [CatalogueString] { screen.strings.all + ContentStrings.feature(name).all }

    private var n: String { name.short }

    var builder: String {
        """
        import NavigationKit

        /// The \(n) module's only entry point.
        public enum \(n)Builder {
            /// Builds the \(name.title) screen, to be shown on the stack `dependencies.router` drives.
            /// No deep link reaches inside the module.
            public static func build(dependencies: \(n)Dependencies) -> FeatureEntry<Never, Never> {
                FeatureEntry(viewController: \(n)Factory.make(dependencies: dependencies))
            }
        }

        """
    }

    var dependencies: String {
        """
        import DesignSystem
        import NavigationKit

        /// Everything the \(n) module receives from App, in one value.
        public struct \(n)Dependencies {
            /// The resolved design tokens to draw with.
            public var theme: Theme
            /// What the module reads from the session.
            public var sessionStore: any \(n)SessionStoring
            /// Where the \(name.title) screen's list comes from.
            public var content: any \(n)ContentLoading
            /// Told when the person leaves the module; held weakly, as delegates are.
            public weak var flowDelegate: (any \(n)FlowDelegate)?
            /// The Router of the stack the module's screen is shown on; the module's screens are
            /// pushed through it. Weak: the stack's owner keeps it, and the stack keeps the screens.
            public weak var router: Router?

            /// Creates the dependencies.
            public init(
                theme: Theme,
                sessionStore: any \(n)SessionStoring,
                content: any \(n)ContentLoading,
                flowDelegate: (any \(n)FlowDelegate)?,
                router: Router
            ) {
                self.theme = theme
                self.sessionStore = sessionStore
                self.content = content
                self.flowDelegate = flowDelegate
                self.router = router
            }
        }

        """
    }

    var sessionStoring: String {
        """
        /// What the \(n) module needs of the session, nothing more; App's session store conforms to it.
        public protocol \(n)SessionStoring: AnyObject {
            /// The logged-in person's display name.
            var displayName: String { get }
        }

        """
    }

    var contentLoading: String {
        """
        import ContentModels

        /// How the \(name.title) screen gets what it lists: the one thing the module needs of the app's
        /// services. App registers the implementation; the module never sees the network.
        ///
        /// Nonisolated: the screen calls it off the main actor, which waits meanwhile (see `MainRunLoop`).
        nonisolated public protocol \(n)ContentLoading: Sendable {
            /// What the \(name.title) screen lists, first item first.
            ///
            /// - Throws: `ContentProblem` saying why it could not be fetched.
            func content() async throws(ContentProblem) -> Fetched<[ArticleSummary]>
        }

        """
    }

    var flowDelegate: String {
        """
        /// Told when an event leaves the \(n) module, so the flow that showed it can go on.
        public protocol \(n)FlowDelegate: AnyObject {
            /// The person is done with the \(name.title) screen; the flow that showed it decides what
            /// comes next (closing it, as a rule).
            func \(name.identifierPrefix)DidFinish()
        }

        """
    }
}
