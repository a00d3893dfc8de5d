import Foundation

/// The design tokens of the app, loaded from `tokens.json` (DTCG 2025.10) and resolved.
public struct DesignTokens: Sendable {
    /// The bundled file's name, as it appears in messages.
    public static let bundledFileName = "tokens.json"

    /// Every token, aliases followed, sorted by path.
    public let tokens: [ResolvedToken]
    private let light: Theme
    private let dark: Theme

    /// `nil` when a token either theme reads is missing from `values` or has another type.
    package init?(tokens: [ResolvedToken], values: [String: TokenValue]) {
        guard let light = Theme(appearance: .light, values: values),
            let dark = Theme(appearance: .dark, values: values)
        else { return nil }
        self.tokens = tokens
        self.light = light
        self.dark = dark
    }

    /// Loads and resolves the bundled `tokens.json` with the strict loader. The work is done
    /// once per process; later calls return the same result.
    ///
    /// - Throws: `TokenValidationError` listing every issue when the bundled file is unusable.
    public static func bundled() throws -> DesignTokens {
        try bundledResult.get()
    }

    private static let bundledResult: Result<DesignTokens, TokenValidationError> = Result {
        () throws(TokenValidationError) -> DesignTokens in
        try load(from: try bundledData(), source: bundledFileName)
    }

    /// The bytes of the bundled `tokens.json`, for benchmarks and `App tokens`.
    ///
    /// - Throws: `TokenValidationError` when the resource is missing or unreadable.
    public static func bundledData() throws(TokenValidationError) -> Data {
        guard let url = Bundle.module.url(forResource: "tokens", withExtension: "json") else {
            let issue = TokenIssue.malformedFile(
                reason: "expected the DesignSystem bundle to hold tokens.json, found none")
            throw TokenValidationError(source: bundledFileName, issues: [issue])
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            let issue = TokenIssue.malformedFile(reason: "could not read \(url.path): \(error.localizedDescription)")
            throw TokenValidationError(source: bundledFileName, issues: [issue])
        }
    }

    /// Loads and resolves a DTCG 2025.10 tokens file as the app does at launch (what the
    /// benchmark times): the strict loader, which refuses anything it cannot use, forms from
    /// before 2025.10 included, and checks that every token the app reads is there with its type.
    ///
    /// - Parameter source: The file name used in messages.
    /// - Throws: `TokenValidationError` with every issue found, each with its token path.
    public static func load(from data: Data, source: String = bundledFileName) throws(TokenValidationError)
        -> DesignTokens
    {
        let outcome = TokenLoader.load([(source, data)], appRequirements: true)
        guard outcome.issues.isEmpty, let tokens = DesignTokens(tokens: outcome.tokens, values: outcome.values) else {
            throw TokenValidationError(source: source, issues: outcome.issues)
        }
        return tokens
    }

    /// The tokens resolved for `appearance`.
    public func theme(_ appearance: Theme.Appearance) -> Theme {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }
}
