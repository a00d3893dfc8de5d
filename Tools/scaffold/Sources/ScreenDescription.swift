/// What one generated screen is: its names, its words, what it shows and where its one button
/// leads. A screen added to a module (`ScreenTemplates`) and a new module's first screen, which
/// also greets the person and lists fetched content (`FeatureScreenTemplates`), share their
/// routes and words through it.
struct ScreenDescription {
    /// Where the screen's button leads.
    enum ButtonRoute: Equatable {
        /// Back to the screen that pushed it, through the Router of its stack.
        case back
        /// Out of the module: the router tells the module's flow delegate, calling this method.
        case leaveModule(flowDelegateMethod: String)

        /// The route's case, e.g. `back`.
        var caseName: String {
            switch self {
            case .back: "back"
            case .leaveModule: "finished"
            }
        }
    }

    /// The type prefix, e.g. `Author`.
    let prefix: String
    /// The module's short name, e.g. `Home`: the factory and the router take its Dependencies.
    let module: String
    /// The prefix of the screen's accessibility identifiers, e.g. `author`.
    let identifier: String
    /// The screen's title in English, e.g. `Author`.
    let title: String
    /// The screen's words, from its module's String Catalog.
    let strings: ScreenStrings
    /// The value the route carries, which the screen keeps and shows.
    let parameter: RouteParameter?
    /// Where the button leads.
    let button: ButtonRoute

    /// The module's dependencies type, e.g. `HomeDependencies`.
    var dependencies: String { module + "Dependencies" }

    /// The screen `name`, added to an existing module; its button goes back.
    static func screen(_ name: ScreenName) -> ScreenDescription {
        ScreenDescription(
            prefix: name.short, module: name.feature.short, identifier: name.screen.identifierPrefix,
            title: name.screen.title, strings: .screen(name), parameter: name.parameter, button: .back)
    }

    /// The first screen of the new module `name` (`FeatureScreenTemplates` writes it); its
    /// button leaves the module.
    static func feature(_ name: FeatureName) -> ScreenDescription {
        ScreenDescription(
            prefix: name.short, module: name.short, identifier: name.identifierPrefix, title: name.title,
            strings: .feature(name), parameter: nil,
            button: .leaveModule(flowDelegateMethod: "\(name.identifierPrefix)DidFinish"))
    }
}
