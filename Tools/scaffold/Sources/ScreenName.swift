/// A new screen inside an existing feature, in every spelling the generated files need.
struct ScreenName: Equatable {
    /// The screen, e.g. `Settings`.
    let screen: FeatureName
    /// The module that gets it, e.g. `Profile` for `ProfileModule`.
    let feature: FeatureName
    /// The screen it is reached from: its Route gets the new case, its Router the handling.
    let parent: FeatureName

    /// The screen's type prefix, e.g. `Settings`.
    var short: String { screen.short }

    /// The case of the parent's Route that leads here, e.g. `settings`.
    var routeCase: String { screen.identifierPrefix }

    /// The module's source folder, relative to the package.
    var sources: String { "Modules/\(feature.module)/Sources/" }

    /// The module's test folder, relative to the package.
    var tests: String { "Tests/\(feature.testTarget)/" }

    /// The parent screen's Route file, relative to the package.
    var parentRoute: String { sources + "\(parent.short)/\(parent.short)Route.swift" }

    /// The parent screen's Router file, relative to the package.
    var parentRouter: String { sources + "\(parent.short)/\(parent.short)Router.swift" }

    /// The module's dependencies file, relative to the package.
    var dependencies: String { sources + "\(feature.short)Dependencies.swift" }
}
