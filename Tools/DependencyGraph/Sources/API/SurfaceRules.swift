/// Checks that a feature module exposes only the allowed top-level symbols.
public enum SurfaceRules {
    /// Violations for `module`'s symbols; empty when the shape holds or the module is no feature.
    public static func violations(module: String, symbols: [APISymbol], rules: ModuleRules) -> [Violation] {
        guard rules.enabled.contains(.publicSurface), rules.isFeature(module) else { return [] }
        let short = rules.shortName(of: module)
        let allowed = rules.allowedSurfaceSuffixes.map { short + $0 }
        let allowedText = allowed.joined(separator: ", ")
        var violations: [Violation] = []
        for symbol in symbols {
            if symbol.isTopLevel, !allowed.contains(symbol.path[0]) {
                violations.append(
                    Violation(
                        target: module,
                        rule: .publicSurface,
                        reason: "public \(symbol.kind) \(symbol.path[0]) is not one of \(allowedText)"
                    )
                )
            } else if let extended = symbol.extendedModule, symbol.path.count == 2 {
                violations.append(
                    Violation(
                        target: module,
                        rule: .publicSurface,
                        reason: "public \(symbol.kind) \(symbol.path.joined(separator: ".")) extends a type of "
                            + "\(extended); a feature exposes only \(allowedText)"
                    )
                )
            }
        }
        return violations.sorted()
    }
}
