// swift-tools-version: 6.2
import PackageDescription

// Layers, bottom to top. A target may depend only on the layers below it; the rule is
// enforced by `depgraph lint` (Tools/module-rules.json) and by ModuleBoundaryTests.

/// Settings every target shares (Swift 6 language mode is set package-wide below).
let strictSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

/// Feature modules and App run on the main actor by default, as UI code does on iOS.
let mainActorSettings: [SwiftSetting] = strictSettings + [.defaultIsolation(MainActor.self)]

/// A library under `Modules/<name>/Sources` (data under `Modules/<name>/Resources`) with its
/// tests under `Tests/<name>Tests` (text snapshot references in its `__Snapshots__` unless
/// `hasSnapshots` is false).
func module(
    _ name: String,
    dependencies: [String],
    resources: [Resource]? = nil,
    settings: [SwiftSetting] = strictSettings,
    testResources: [Resource]? = nil,
    hasSnapshots: Bool = true,
    testSupport: Bool = false
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
            dependencies: ([name] + dependencies + (testSupport ? ["TestSupport"] + testSupportDependencies : []))
                .uniqued().map { .byName(name: $0) },
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
let testSupportDependencies = ["ArticleKit", "Components", "DesignSystem", "HeadlessUI", "NavigationKit"]

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
        dependencies: kits + ["Components", "DesignSystem", "HeadlessUI"],
        resources: resources,
        settings: mainActorSettings,
        testSupport: true
    )
}

/// A module's String Catalog (`Resources/Localizable.xcstrings`), copied as it is: DesignSystem's
/// reader reads Apple's JSON at run time, so every platform reads the same file.
let stringCatalog: Resource = .copy("Resources/Localizable.xcstrings")

// MARK: - Layer 0: platform

let platform = module("HeadlessUI", dependencies: [])

// MARK: - Layer 0: command lines (Foundation only; App, FlowRunner and the tools read their arguments with it)

let commandLine = module("CommandLineKit", dependencies: [], hasSnapshots: false)

// MARK: - Layer 0: a local HTTP server (Foundation only; App's studio serves its page with it)

let httpServer = module("HTTPServerKit", dependencies: [], hasSnapshots: false)

// MARK: - Layer 0: platform tooling (used by App and tests, never by a module above)

let platformTooling = module("FlowRunner", dependencies: ["CommandLineKit", "HeadlessUI"], hasSnapshots: false)

// MARK: - Layer 1: foundation

let foundation = module(
    "DesignSystem",
    dependencies: ["HeadlessUI"],
    resources: [.copy("Resources/tokens.json")]
)

// MARK: - Layer 2: components

let components = module("Components", dependencies: ["DesignSystem", "HeadlessUI"])

// MARK: - Layer 3: kits (shared by features, knowing no feature and no session)

let kits =
    module(
        "ArticleKit",
        // DesignSystem is not imported: ArticleKit holds Components, which holds a Theme, by
        // value, and only a declared module's change makes SwiftPM rebuild it.
        dependencies: ["Components", "DesignSystem", "HeadlessUI"],
        resources: [stringCatalog],
        settings: mainActorSettings,
        hasSnapshots: false
    )
    // The Coordinator + Router toolkit: App's flows and the features' own journeys use it.
    + module("NavigationKit", dependencies: ["HeadlessUI"], settings: mainActorSettings, hasSnapshots: false)

// MARK: - Layer 4: features

/// Explore's and Home's bundled content, beside their String Catalogs (named here so each
/// feature stays one line, as `make feature` edits the list).
let exploreResources: [Resource] = [.copy("Resources/catalogue.json"), stringCatalog]
let homeResources: [Resource] = [.copy("Resources/feed.json"), stringCatalog]

let features =
    feature("BookmarksModule", kits: ["ArticleKit"], resources: [stringCatalog])
    + feature("ExploreModule", kits: ["ArticleKit", "NavigationKit"], resources: exploreResources)
    + feature("HomeModule", kits: ["ArticleKit", "NavigationKit"], resources: homeResources)
    + feature("PreLoginModule", kits: ["NavigationKit"], resources: [stringCatalog])
    + feature("ProfileModule", kits: ["NavigationKit"], resources: [stringCatalog])

// MARK: - Layer 5: app

/// What App is built on. Its tests declare the same: a change to any of it must rebuild them.
let appDependencies: [Target.Dependency] = [
    "ArticleKit",
    "BookmarksModule",
    "CommandLineKit",
    "Components",
    "DesignSystem",
    "ExploreModule",
    "FlowRunner",
    "HeadlessUI",
    "HomeModule",
    "HTTPServerKit",
    "NavigationKit",
    "PreLoginModule",
    "ProfileModule",
]

let app: [Target] = [
    .executableTarget(
        name: "App",
        dependencies: appDependencies,
        path: "App",
        sources: ["Sources"],
        // The bundled flows travel with the binary: `App demo` runs the tour and
        // `App snapshot` the screen catalogue from them.
        resources: [.copy("Configurations"), .copy("Flows"), stringCatalog],
        swiftSettings: mainActorSettings
    ),
    .testTarget(
        name: "AppTests",
        dependencies: ["App"] + appDependencies,
        path: "Tests/AppTests",
        exclude: ["__Snapshots__"],
        swiftSettings: mainActorSettings
    ),
]

// MARK: - Test support (one copy of harnesses, snapshot checks, fixtures and mocks; only tests use it)

let testSupport: [Target] = [
    .target(
        name: "TestSupport",
        dependencies: testSupportDependencies.map { .byName(name: $0) },
        path: "Tests/TestSupport",
        swiftSettings: mainActorSettings
    )
]

// MARK: - Tools

let tools: [Target] = [
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
    .testTarget(
        name: "DependencyGraphTests",
        dependencies: ["CommandLineKit", "DependencyGraph"],
        path: "Tests/DependencyGraphTests",
        resources: [.copy("Fixtures")],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ModuleBoundaryTests",
        dependencies: ["CommandLineKit", "DependencyGraph"],
        path: "Tests/ModuleBoundaryTests",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ScaffoldTests",
        dependencies: ["CommandLineKit", "scaffold"],
        path: "Tests/ScaffoldTests",
        swiftSettings: strictSettings
    ),
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
        .executable(name: "App", targets: ["App"]),
        .executable(name: "depgraph", targets: ["depgraph"]),
        .executable(name: "scaffold", targets: ["scaffold"]),
        .plugin(name: "DependencyGraphLint", targets: ["DependencyGraphLint"]),
        .plugin(name: "DependencyGraphPlugin", targets: ["DependencyGraphPlugin"]),
    ],
    targets: platform + commandLine + httpServer + platformTooling + foundation + components + kits + features + app
        + testSupport + tools + plugins,
    swiftLanguageModes: [.v6]
)
