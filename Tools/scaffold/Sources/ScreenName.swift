/// A new screen inside an existing feature, in every spelling and path the generated files need.
struct ScreenName: Equatable {
    /// The screen, e.g. `Author`.
    let screen: FeatureName
    /// The module that gets it, e.g. `Home` for `HomeModule`.
    let feature: FeatureName
    /// The screen it is reached from: its Routing file gets the new route case, its Router the push.
    let parent: FeatureName
    /// The value the route carries to the screen, if any.
    var parameter: RouteParameter? = nil

    /// The screen's type prefix, e.g. `Author`.
    var short: String { screen.short }

    /// The case of the parent's Route that leads here, e.g. `author`.
    var routeCase: String { screen.identifierPrefix }

    /// The module's source folder, relative to the package.
    var sources: String { "Modules/\(feature.module)/Sources/" }

    /// The screen's own folder, relative to the package; ends with a slash.
    var folder: String { sources + short + "/" }

    /// The module's test folder, relative to the package.
    var tests: String { "Tests/\(feature.testTarget)/" }

    /// The parent screen's Routing file (its Route enum and routing protocol), relative to the package.
    var parentRouting: String { sources + "\(parent.short)/\(parent.short)Routing.swift" }

    /// The parent screen's Router file, relative to the package.
    var parentRouter: String { sources + "\(parent.short)/\(parent.short)Router.swift" }

    /// The module's dependencies file, relative to the package.
    var dependencies: String { sources + "\(feature.short)Dependencies.swift" }

    /// The module's String Catalog, relative to the package.
    var stringCatalog: String { "Modules/\(feature.module)/Resources/Localizable.xcstrings" }

    /// The identifier of the control on the parent screen that asks for the new route, e.g.
    /// `home.author`, as Welcome's `welcome.login` asks for Login.
    var parentControl: String { parent.identifierPrefix + "." + routeCase }

    /// The call the parent's view model makes to show the screen, with a placeholder for the value.
    var reachCall: String {
        guard let parameter else { return "try router.route(to: .\(routeCase))" }
        return "try router.route(to: .\(routeCase)(\(parameter.name): <a \(parameter.kind.rawValue)>))"
    }
}
