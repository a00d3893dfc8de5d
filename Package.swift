// swift-tools-version: 6.2
import PackageDescription

// One manifest in sections: the app (Modules/ and App/, its layers bottom to top), the tooling
// that drives and checks it (Tools/), the tests, the plugins. A target may depend only on the
// layers its layer may use: `depgraph lint` (Tools/module-rules.json) and ModuleBoundaryTests
// enforce it.

/// Settings every target shares (Swift 6 language mode is set package-wide below).
let strictSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

/// Feature modules and App run on the main actor by default, as UI code does on iOS.
let mainActorSettings: [SwiftSetting] = strictSettings + [.defaultIsolation(MainActor.self)]

/// A library under `Modules/<name>/Sources` (data under `Modules/<name>/Resources`) with its
/// tests under `Tests/<name>Tests` (text snapshot references in its `__Snapshots__` unless
/// `hasSnapshots` is false), which also declare `testDependencies`.
func module(
    _ name: String,
    dependencies: [String],
    resources: [Resource]? = nil,
    settings: [SwiftSetting] = strictSettings,
    testResources: [Resource]? = nil,
    hasSnapshots: Bool = true,
    testSupport: Bool = false,
    testDependencies: [String] = []
) -> [Target] {
    [
        .target(
            name: name,
            dependencies: dependencies.map { .byName(name: $0) },
            path: "Modules/\(name)",
            sources: ["Sources"],
            resources: resources,
            swiftSettings: settings
        ),
        .testTarget(
            name: "\(name)Tests",
            dependencies: ([name] + dependencies + (testSupport ? ["TestSupport"] + testSupportDependencies : [])
                + testDependencies).uniqued().map { .byName(name: $0) },
            path: "Tests/\(name)Tests",
            exclude: hasSnapshots ? ["__Snapshots__"] : [],
            resources: testResources,
            swiftSettings: settings
        ),
    ]
}

/// What TestSupport is built on. A test target that uses it declares these as well: SwiftPM
/// rebuilds a target only when a module it declares changes, so every target declares all it
/// reaches (`rebuild-closure` in Tools/module-rules.json).
let testSupportDependencies = [
    "ArticleKit", "Components", "ContentModels", "DesignSystem", "HeadlessStrings", "HeadlessUI", "HeadlessUITesting",
    "NavigationKit",
]

extension Array where Element == String {
    /// The names in order, each once.
    func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}

/// A feature module: sees the kits it names, Components, DesignSystem and HeadlessUI, never
/// another feature.
func feature(_ name: String, kits: [String] = [], resources: [Resource]? = nil) -> [Target] {
    module(
        name,
        // ArticleKit speaks the domain's types, so a feature built on it is built on them too.
        dependencies: kits + (kits.contains("ArticleKit") ? ["ContentModels"] : []) + [
            "Components", "DesignSystem", "HeadlessStrings", "HeadlessUI",
        ],
        resources: resources,
        settings: mainActorSettings,
        testSupport: true
    )
}

/// A module's String Catalog (`Resources/Localizable.xcstrings`), copied as it is: DesignSystem's
/// reader reads Apple's JSON at run time, so every platform reads the same file.
let stringCatalog: Resource = .copy("Resources/Localizable.xcstrings")

// MARK: - The app: Modules/ and App/, layers bottom to top

// MARK: Layer 0: platform (the UIKit stand-in and the UserDefaults stand-in, Foundation only)

let platform =
    module("HeadlessUI", dependencies: [], testDependencies: ["HeadlessUITesting"])
    + module("HeadlessDefaults", dependencies: [], hasSnapshots: false)
    // Foundation's String Catalog lookup (`String(localized:)`), which Linux's Foundation lacks:
    // every module's words, in every language, for the screens and the services alike.
    + module("HeadlessStrings", dependencies: [], hasSnapshots: false)

// MARK: Layer 0: models (the domain every layer speaks: Foundation only, no UI)

let models = module("ContentModels", dependencies: [], hasSnapshots: false)

// MARK: Layer 1: foundation

// What the app ships of its design system: tokens as data (DTCG 2025.10), Theme, typed access,
// String Catalog lookup, and a strict loader that refuses what it cannot use. The engine the
// tooling shares (JSON reader, token tree, resolvers, value parser) is `package`, not public.
let foundation = module(
    "DesignSystem",
    dependencies: ["HeadlessStrings", "HeadlessUI"],
    resources: [.copy("Resources/tokens.json")],
    testDependencies: ["DesignSystemTestSupport"]
)

// MARK: Layer 2: components

// Components' String Catalog holds the platform's own words (the back button's "Back"), which
// UIKit localizes itself and HeadlessUI leaves to whoever knows the app's language.
let components = module(
    "Components", dependencies: ["DesignSystem", "HeadlessStrings", "HeadlessUI"], resources: [stringCatalog],
    testDependencies: ["HeadlessUITesting"])

// MARK: Layer 3: kits (shared by features, knowing no feature and no session)

let kits =
    module(
        "ArticleKit",
        // DesignSystem is not imported: ArticleKit holds Components, which holds a Theme, by
        // value, and only a declared module's change makes SwiftPM rebuild it.
        dependencies: ["Components", "ContentModels", "DesignSystem", "HeadlessStrings", "HeadlessUI"],
        resources: [stringCatalog],
        settings: mainActorSettings,
        hasSnapshots: false,
        testDependencies: ["HeadlessUITesting"]
    )
    // The Coordinator + Router toolkit: App's flows and the features' own journeys use it. Its
    // String Catalog words why a route was refused, the platform's reasons included, which
    // HeadlessUI knows only in English.
    + module(
        "NavigationKit", dependencies: ["DesignSystem", "HeadlessStrings", "HeadlessUI"], resources: [stringCatalog],
        settings: mainActorSettings, hasSnapshots: false, testDependencies: ["HeadlessUITesting"])
    // What a person types about their account (name, email, password): the rules, the one set of
    // messages every form that asks for them shows, and the form screen's behaviour and nodes.
    + module(
        "AccountKit", dependencies: ["Components", "DesignSystem", "HeadlessStrings", "HeadlessUI"],
        resources: [stringCatalog], hasSnapshots: false)

// MARK: Layer 3b: services (only App's composition uses them, and the tooling that hosts the app)

// The content API's HTTP client, which maps the server's answers to the domain once, and its
// disk cache. Plain Foundation (URLSession), nonisolated and Sendable: requests run off the
// main actor. Its tests run against the real content server (Tools/ContentServer) on loopback.
let services =
    module(
        "ContentServices", dependencies: ["ContentModels"], hasSnapshots: false,
        testDependencies: ["ContentServer", "HTTPServerKit"])
    // The session store: the session in memory and in its state file (a binary property list on
    // HeadlessDefaults), and why a file cannot be used or a change was not saved, in every language.
    + module(
        "SessionStore", dependencies: ["HeadlessDefaults", "HeadlessStrings"], resources: [stringCatalog],
        settings: mainActorSettings, hasSnapshots: false)

// MARK: Layer 4: features

let features =
    feature("BookmarksModule", kits: ["ArticleKit", "NavigationKit"], resources: [stringCatalog])
    + feature("ExploreModule", kits: ["ArticleKit", "NavigationKit"], resources: [stringCatalog])
    + feature("HomeModule", kits: ["ArticleKit", "NavigationKit"], resources: [stringCatalog])
    + feature("PreLoginModule", kits: ["AccountKit", "NavigationKit"], resources: [stringCatalog])
    + feature("ProfileModule", kits: ["AccountKit", "NavigationKit"], resources: [stringCatalog])

// MARK: Layer 5: App, the composition root

/// What App composes: every feature and what they stand on. A target built on App declares
/// the same, so that a change to any of it rebuilds that target too.
let appDependencies = [
    "AccountKit",
    "ArticleKit",
    "BookmarksModule",
    "Components",
    "ContentModels",
    "ContentServices",
    "DesignSystem",
    "ExploreModule",
    "HeadlessDefaults",
    "HeadlessStrings",
    "HeadlessUI",
    "HomeModule",
    "NavigationKit",
    "PreLoginModule",
    "ProfileModule",
    "SessionStore",
]

/// The composition root as a library, so that the tools can launch the app: the launcher, the
/// coordinators, deep links, configurations and the registration of services. The `App`
/// executable that people run is the command line in Tools/AppCommandLine.
let app: [Target] = [
    .target(
        name: "App",
        dependencies: appDependencies.map { .byName(name: $0) },
        path: "App",
        sources: ["Sources"],
        resources: [.copy("Configurations"), stringCatalog],
        swiftSettings: mainActorSettings
    )
]

// MARK: - The tooling: Tools/, what drives and checks the app

/// App and everything it is built on: what a tool that launches the app declares.
let appClosure = ["App"] + appDependencies

/// The flow-file host and what it is built on (the app, and the content server it starts on
/// loopback for the apps it launches): what a tool built on the host declares.
let flowFileHostClosure =
    ["FlowFileHost", "FlowRunner", "HeadlessUITesting", "ContentServer", "HTTPServerKit", "CommandLineKit"]
    + appClosure

/// A library under `Tools/<name>/Sources`, with its data under `Tools/<name>/Resources` when it
/// has `resources` (named from `Tools/<name>`).
func tool(
    _ name: String, dependencies: [String], resources: [Resource]? = nil, settings: [SwiftSetting] = strictSettings
) -> Target {
    .target(
        name: name,
        dependencies: dependencies.uniqued().map { .byName(name: $0) },
        path: resources == nil ? "Tools/\(name)/Sources" : "Tools/\(name)",
        sources: resources == nil ? nil : ["Sources"],
        resources: resources,
        swiftSettings: settings
    )
}

/// Every tool the `App` executable dispatches to, and what they are built on.
let commandLineDependencies =
    [
        "Benchmarks", "DesignSystemTools", "ScreenCatalogue", "Studio", "FlowFileHost", "FlowRunner",
        "HeadlessUITesting", "ContentServer", "HTTPServerKit", "DependencyGraph", "CommandLineKit",
    ] + appClosure

let tooling: [Target] = [
    // Command lines (App's, depgraph's, scaffold's) are read with it.
    tool("CommandLineKit", dependencies: []),
    // The studio's local HTTP server, on POSIX sockets.
    tool("HTTPServerKit", dependencies: []),
    // The content API the app loads from (`App serve-content`), with scenarios that play the
    // network's bad days.
    tool(
        "ContentServer", dependencies: ["HTTPServerKit"],
        resources: [
            .copy("Resources/feed.json"), .copy("Resources/catalogue.json"), .copy("Resources/new-article.json"),
        ]
    ),
    // What XCUITest is to UIKit: finding, tapping and typing on a window's screen, text snapshots
    // and their diffs, and the accessibility audit. Tooling: nothing that ships uses it.
    tool("HeadlessUITesting", dependencies: ["HeadlessUI"]),
    // Maestro flow files: the YAML reader, the parser, the runner and its reports.
    tool("FlowRunner", dependencies: ["CommandLineKit", "HeadlessUITesting", "HeadlessUI"]),
    // What checks the design system, none of it run at launch: `App tokens check|migrate|resolve`
    // and `--check` (forms from before 2025.10, warnings, Tokens Studio themes, resolver documents,
    // the contrast table, reports) and `App strings check`, on DesignSystem's package engine.
    tool("DesignSystemTools", dependencies: ["CommandLineKit", "DesignSystem", "HeadlessStrings", "HeadlessUI"]),
    // The app as FlowRunner's host: what `App test`, `App demo` and the studio run flow files on,
    // with the flow files the tooling ships (the tour, the screen catalogue, every bundled flow).
    tool(
        "FlowFileHost",
        dependencies: ["FlowRunner", "HeadlessUITesting", "ContentServer", "HTTPServerKit", "CommandLineKit"]
            + appClosure,
        resources: [.copy("Flows")], settings: mainActorSettings),
    // The browser studio.
    tool(
        "Studio",
        dependencies: ["DependencyGraph"] + flowFileHostClosure,
        settings: mainActorSettings
    ),
    // `App snapshot` and `App audit`: every screen of the catalogue, drawn or audited.
    tool(
        "ScreenCatalogue", dependencies: flowFileHostClosure,
        settings: mainActorSettings),
    // `App bench`: the app through its launch API, the platform, tokens, flow files, YAML, the studio.
    tool(
        "Benchmarks",
        dependencies: ["DesignSystemTools", "Studio", "DependencyGraph", "ContentServices"] + flowFileHostClosure,
        settings: mainActorSettings
    ),
    // The `App` executable: reads the command line and hands the app to the tool it names.
    .executableTarget(
        name: "AppCommandLine",
        dependencies: commandLineDependencies.map { .byName(name: $0) },
        path: "Tools/AppCommandLine/Sources",
        swiftSettings: mainActorSettings
    ),
    .target(
        name: "DependencyGraph",
        dependencies: ["CommandLineKit"],
        path: "Tools/DependencyGraph/Sources",
        swiftSettings: strictSettings
    ),
    .executableTarget(
        name: "depgraph",
        dependencies: ["CommandLineKit", "DependencyGraph"],
        path: "Tools/depgraph/Sources",
        swiftSettings: strictSettings
    ),
    .executableTarget(
        name: "scaffold",
        dependencies: ["CommandLineKit"],
        path: "Tools/scaffold/Sources",
        swiftSettings: strictSettings
    ),
]

// MARK: - Tests

/// A test target under `Tests/<name>`.
func tests(
    _ name: String, dependencies: [String], resources: [Resource]? = nil, hasSnapshots: Bool = false,
    settings: [SwiftSetting] = strictSettings
) -> Target {
    .testTarget(
        name: name,
        dependencies: dependencies.uniqued().map { .byName(name: $0) },
        path: "Tests/\(name)",
        exclude: hasSnapshots ? ["__Snapshots__"] : [],
        resources: resources,
        swiftSettings: settings
    )
}

/// The command line and every target it is built on: what its tests declare.
let commandLineClosure = ["AppCommandLine"] + commandLineDependencies

let testTargets: [Target] =
    // One copy of harnesses, snapshot checks, fixtures and mocks for the features' tests, and
    // one for the tests that launch the app; only tests use them.
    [
        .target(
            name: "TestSupport",
            dependencies: testSupportDependencies.map { .byName(name: $0) },
            path: "Tests/TestSupport",
            swiftSettings: mainActorSettings
        ),
        .target(
            name: "AppTestSupport",
            dependencies: (["HeadlessUITesting"] + appClosure).map { .byName(name: $0) },
            path: "Tests/AppTestSupport",
            swiftSettings: mainActorSettings
        ),
        // One copy of the time limit and the String Catalog fixtures for the tests of the design
        // system and of its tooling.
        .target(
            name: "DesignSystemTestSupport",
            dependencies: ["DesignSystem", "HeadlessStrings", "HeadlessUI"],
            path: "Tests/DesignSystemTestSupport",
            swiftSettings: strictSettings
        ),
    ]
    + [
        tests(
            "AppTests", dependencies: ["AppTestSupport", "HeadlessUITesting"] + appClosure, settings: mainActorSettings),
        tests(
            "AppCommandLineTests", dependencies: ["AppTestSupport"] + commandLineClosure, hasSnapshots: true,
            settings: mainActorSettings),
        tests(
            "StudioTests",
            dependencies: ["Studio", "AppTestSupport", "DependencyGraph"] + flowFileHostClosure,
            settings: mainActorSettings),
        tests("CommandLineKitTests", dependencies: ["CommandLineKit"]),
        tests(
            "DesignSystemToolsTests",
            dependencies: [
                "DesignSystemTools", "DesignSystemTestSupport", "CommandLineKit", "DesignSystem", "HeadlessStrings",
                "HeadlessUITesting",
                "HeadlessUI",
            ],
            hasSnapshots: true),
        tests("HTTPServerKitTests", dependencies: ["HTTPServerKit"]),
        tests("ContentServerTests", dependencies: ["ContentServer", "HTTPServerKit"]),
        tests("FlowRunnerTests", dependencies: ["FlowRunner", "CommandLineKit", "HeadlessUITesting", "HeadlessUI"]),
        tests(
            "DependencyGraphTests", dependencies: ["CommandLineKit", "DependencyGraph"], resources: [.copy("Fixtures")]),
        tests("ModuleBoundaryTests", dependencies: ["CommandLineKit", "DependencyGraph"]),
        tests("ScaffoldTests", dependencies: ["CommandLineKit", "scaffold"]),
    ]

// MARK: - Plugins (run depgraph in any package that depends on this one; each builds only depgraph)

let plugins: [Target] = [
    .plugin(
        name: "DependencyGraphLint",
        capability: .buildTool(),
        dependencies: ["depgraph"]
    ),
    .plugin(
        name: "DependencyGraphPlugin",
        capability: .command(
            intent: .custom(
                verb: "depgraph",
                description: "Draws the package's target graph or checks it against its rules file (depgraph)"
            ),
            permissions: [
                .writeToPackageDirectory(reason: "depgraph writes the graph to the --output file you name")
            ]
        ),
        dependencies: ["depgraph"]
    ),
]

let package = Package(
    name: "HeadlessCoordinators",
    products: [
        .executable(name: "App", targets: ["AppCommandLine"]),
        .executable(name: "depgraph", targets: ["depgraph"]),
        .executable(name: "scaffold", targets: ["scaffold"]),
        .plugin(name: "DependencyGraphLint", targets: ["DependencyGraphLint"]),
        .plugin(name: "DependencyGraphPlugin", targets: ["DependencyGraphPlugin"]),
    ],
    targets: platform + models + foundation + components + kits + services + features + app + tooling + testTargets
        + plugins,
    swiftLanguageModes: [.v6]
)
