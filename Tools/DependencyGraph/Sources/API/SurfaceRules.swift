/// Checks that a feature module exposes only the allowed shape: the allowed top-level symbols,
/// one builder function, and no screen (view controller or view model) at any depth.
public enum SurfaceRules {
    /// The one function of a feature's builder whose name starts with `build`: the entry point.
    public static let entryFunction = "build(dependencies:)"

    /// Violations for `module`'s symbols; empty when the shape holds or the module is no feature.
    public static func violations(module: String, symbols: [APISymbol], rules: ModuleRules) -> [Violation] {
        guard rules.enabled.contains(.publicSurface), rules.isFeature(module) else { return [] }
        let short = rules.shortName(of: module)
        let allowed = rules.allowedSurfaceSuffixes.map { short + $0 }
        let allowedText = allowed.joined(separator: ", ")
        let builder = short + "Builder"
        var reasons: [String] = []
        for symbol in symbols {
            let name = symbol.path.joined(separator: ".")
            if symbol.isTopLevel, !allowed.contains(symbol.path[0]) {
                reasons.append("public \(symbol.kind) \(symbol.path[0]) is not one of \(allowedText)")
            } else if let extended = symbol.extendedModule, symbol.path.count == 2 {
                reasons.append(
                    "public \(symbol.kind) \(name) extends a type of \(extended); a feature exposes only \(allowedText)"
                )
            } else if isSecondBuilderFunction(symbol, builder: builder) {
                reasons.append(
                    "public \(symbol.kind) \(name) is a second builder function; a feature is built only through "
                        + "\(builder).\(entryFunction)")
            }
            if isScreen(symbol) {
                reasons.append(
                    "public \(symbol.kind) \(name) is a screen; view controllers and view models stay inside the feature"
                )
            }
        }
        return reasons.map { Violation(target: module, rule: .publicSurface, reason: $0) }.sorted()
    }

    /// A function of the builder, other than the entry point, whose name says it builds.
    private static func isSecondBuilderFunction(_ symbol: APISymbol, builder: String) -> Bool {
        symbol.extendedModule == nil && symbol.path.count == 2 && symbol.path[0] == builder
            && symbol.kind.hasSuffix("method") && symbol.path[1].hasPrefix("build") && symbol.path[1] != entryFunction
    }

    /// A type whose name or superclass says it is a view controller or a view model.
    private static func isScreen(_ symbol: APISymbol) -> Bool {
        guard ["class", "struct", "protocol", "typealias"].contains(symbol.kind), let name = symbol.path.last else {
            return false
        }
        let screenSuffixes = ["ViewController", "ViewModel"]
        if screenSuffixes.contains(where: name.hasSuffix) { return true }
        // `class Menu : ViewController`: what follows the first colon is what it inherits.
        guard let colon = symbol.declaration.firstIndex(of: ":") else { return false }
        let inherited = symbol.declaration[symbol.declaration.index(after: colon)...]
        return screenSuffixes.contains { inherited.contains($0) }
    }
}
