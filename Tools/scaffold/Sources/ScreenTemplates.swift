/// The six files of a screen added to a feature module, the set every screen of a feature has:
/// its factory, view controller, node tree and view model here, its Routing and Router from
/// `RouteTemplates`. (A new module's first screen is `FeatureScreenTemplates`'.)
struct ScreenTemplates {
    let screen: ScreenDescription

    /// The file names of a screen folder, by role, for the screen named `prefix`.
    static func fileNames(prefix: String) -> [String] {
        ["Factory", "ViewController", "NodeTree", "ViewModel", "Routing", "Router"].map { prefix + $0 + ".swift" }
    }

    /// The six files, by path inside `folder` (which ends with a slash).
    func files(in folder: String) -> [String: String] {
        let routes = RouteTemplates(screen: screen)
        let texts = [factory, viewController, nodeTree, viewModel, routes.routing, routes.router]
        return Dictionary(
            uniqueKeysWithValues: zip(Self.fileNames(prefix: screen.prefix).map { folder + $0 }, texts))
    }

    private var p: String { screen.prefix }
    private var keys: ScreenStrings { screen.strings }

    /// The value's `name: Type, ` for a parameter list, or nothing.
    private var parameterDeclaration: String { screen.parameter.map { "\($0.declaration), " } ?? "" }
    /// The value's `name: name, ` for an argument list, or nothing.
    private var parameterArgument: String { screen.parameter.map { "\($0.name): \($0.name), " } ?? "" }

    var factory: String {
        """
        import Components
        import DesignSystem
        import HeadlessUI

        /// Wires the \(screen.title) screen: its router, view model and controller, once, here.
        enum \(p)Factory {
            static func make(dependencies: \(screen.dependencies)\(screen.parameter.map { ", \($0.declaration)" } ?? "")) -> \(p)ViewController {
                let viewModel = \(p)ViewModel(
                    \(parameterArgument)router: \(p)Router(dependencies: dependencies),
                    strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
                return \(p)ViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
            }
        }

        """
    }

    var viewController: String {
        Self.viewController(
            prefix: p, title: screen.title, titleKey: keys.title.key, passes: "taps",
            makeView: "        tree.make(for: viewModel)")
    }

    /// A screen's view controller, as every generated screen has one: keeping its node tree
    /// only, titled from its view model's strings (`titleKey`), passing `passes` back to its view
    /// model, and drawing with `makeView`, the body of `makeView()` indented for its place.
    static func viewController(
        prefix p: String, title: String, titleKey: String, passes: String, makeView: String
    ) -> String {
        """
        import Components
        import HeadlessUI

        /// The \(title) screen: shows its view model's state and passes \(passes) back to it.
        final class \(p)ViewController: ScreenViewController<\(p)ViewModel> {
            private let tree: \(p)NodeTree

            init(viewModel: \(p)ViewModel, components: Components) {
                tree = \(p)NodeTree(components: components)
                super.init(title: viewModel.strings.localized("\(titleKey)"), viewModel: viewModel)
            }

            override func makeView() -> ViewNode {
        \(makeView)
            }
        }

        """
    }

    var nodeTree: String {
        let id = screen.identifier
        var nodes = ["components.body(strings.localized(\"\(keys.message.key)\"), identifier: \"\(id).body\")"]
        if let parameter = screen.parameter, let value = keys.value {
            nodes.append(
                "components.body(strings.localized(\"\(value.key)\", "
                    + "\(parameter.kind.argument("viewModel." + parameter.name))), identifier: \"\(id).\(parameter.name)\")"
            )
        }
        nodes += [
            "components.errorMessage(viewModel.errorMessage, identifier: \"\(id).error\")",
            "components.primaryButton(\n"
                + "                    strings.localized(\"\(keys.done.key)\"), identifier: \"\(id).done\",\n"
                + "                    action: { [weak viewModel] in viewModel?.didTapDone() })",
        ]
        let shown = screen.parameter == nil ? "what it is for" : "what it is for, its value"
        return """
            import Components
            import HeadlessUI

            /// The \(screen.title) screen's node tree: \(shown), an error line (hidden while there is
            /// none) and "Done".
            final class \(p)NodeTree {
                private let components: Components

                init(components: Components) {
                    self.components = components
                }

                /// Builds the tree for `viewModel`'s state; "Done" goes back to it.
                func make(for viewModel: \(p)ViewModel) -> ViewNode {
                    let strings = viewModel.strings
                    return components.screen(
                        [
                            \(nodes.joined(separator: ",\n" + String(repeating: " ", count: 16))),
                        ],
                        identifier: "\(id).screen"
                    )
                }
            }

            """
    }

    var viewModel: String {
        var properties = ""
        var assignments = ""
        if let parameter = screen.parameter {
            properties +=
                "    /// The \(parameter.name) the screen was opened with.\n    let \(parameter.declaration)\n\n"
            assignments += "        self.\(parameter.name) = \(parameter.name)\n"
        }
        let purpose =
            switch screen.button {
            case .back: "Goes back to the screen that showed this one"
            case .leaveModule: "Leaves the module"
            }
        return """
            import Components
            import DesignSystem
            import NavigationKit

            /// Decides where the \(screen.title) screen's "Done" leads, and what the screen says when that is refused.
            final class \(p)ViewModel: ScreenViewModel {
                /// Why the last request could not be carried out; `nil` when it was.
                private(set) var errorMessage: String? {
                    didSet { onChange?() }
                }
                var onChange: (() -> Void)?

            \(properties)    private let router: any \(p)Routing
                let strings: LocalizedStrings

                init(\(parameterDeclaration)router: any \(p)Routing, strings: LocalizedStrings) {
            \(assignments)        self.router = router
                    self.strings = strings
                }

                /// \(purpose); a refused route becomes the error line.
                func didTapDone() {
                    do {
                        try router.route(to: .\(screen.button.caseName))
                        if errorMessage != nil { errorMessage = nil }
                    } catch {
                        errorMessage = strings.localized("\(keys.error.key)", .text(error.message(in: strings.language)))
                    }
                }
            }

            """
    }
}
