/// Checks that the file and the app's token enums agree: every case has a token of the
/// right type, and every semantic token has a case.
package enum SchemaChecker {
    /// Every token the app reads, with its type, in path order (built once: the paths never change).
    private static let expected: [(path: String, type: TokenType)] = {
        var expected: [String: TokenType] = [:]
        for appearance in Theme.Appearance.allCases {
            for key in ColorToken.allCases { expected[key.path(in: appearance)] = .color }
            for key in BorderToken.allCases { expected[key.path(in: appearance)] = .border }
            for key in ShadowToken.allCases { expected[key.path(in: appearance)] = .shadow }
        }
        collect(SpacingToken.self, into: &expected)
        collect(RadiusToken.self, into: &expected)
        collect(TypographyToken.self, into: &expected)
        collect(DurationToken.self, into: &expected)
        collect(TransitionToken.self, into: &expected)
        return expected.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()
    private static let expectedPaths = Set(expected.map(\.path))

    /// - Parameter isDefined: whether the file has a token at a path, whether or not it could be read.
    static func issues(tokenPaths: [String], isDefined: (String) -> Bool, values: [String: TokenValue])
        -> [TokenIssue]
    {
        var issues: [TokenIssue] = []
        for (path, type) in expected {
            guard isDefined(path) else {
                issues.append(.missingToken(path: path, type: type))
                continue
            }
            // An unresolved token is reported by whoever failed to resolve it.
            if let value = values[path], value.type != type {
                issues.append(.missingToken(path: path, type: type))
            }
        }
        let semanticGroups = [
            ColorToken.group, SpacingToken.group, RadiusToken.group, TypographyToken.group, DurationToken.group,
            BorderToken.group, ShadowToken.group, TransitionToken.group,
        ]
        for path in tokenPaths where !expectedPaths.contains(path) {
            let group = path.prefix { $0 != "." }
            if semanticGroups.contains(String(group)) {
                issues.append(.undeclaredToken(path: path))
            }
        }
        return issues
    }

    private static func collect<Key: TokenKey>(_ key: Key.Type, into expected: inout [String: TokenType]) {
        for key in Key.allCases { expected[key.path] = Key.tokenType }
    }
}
