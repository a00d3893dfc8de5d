import Foundation

/// The design tokens of the app, loaded from `tokens.json`, resolved and validated.
public struct DesignTokens: Sendable {
    /// The bundled file's name, as it appears in messages.
    public static let bundledFileName = "tokens.json"

    /// Every token, aliases followed, sorted by path.
    public let tokens: [ResolvedToken]
    /// The declared contrast pairs measured in every theme (all of them pass).
    public let contrast: [ContrastResult]
    private let light: Theme
    private let dark: Theme

    init?(tokens: [ResolvedToken], contrast: [ContrastResult], values: [String: TokenValue]) {
        guard let light = Theme(appearance: .light, values: values),
            let dark = Theme(appearance: .dark, values: values)
        else { return nil }
        self.tokens = tokens
        self.contrast = contrast
        self.light = light
        self.dark = dark
    }

    /// Loads, resolves and validates the bundled `tokens.json`. The work is done once per
    /// process; later calls return the same result.
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

    /// Loads, resolves and validates a tokens file: the whole pipeline, as the app runs it
    /// at launch (what the benchmark times).
    ///
    /// - Parameter source: The file name used in messages.
    /// - Throws: `TokenValidationError` with every issue found, each with its token path.
    public static func load(from data: Data, source: String = bundledFileName) throws(TokenValidationError)
        -> DesignTokens
    {
        let report = TokenPipeline.run([TokenSource(name: source, data: data)], appRequirements: true, warnings: false)
        guard let tokens = report.designTokens else {
            throw TokenValidationError(
                source: source,
                issues: report.issues + LegacyFormGroup.groups(report.legacyForms).map(TokenIssue.earlierForm))
        }
        return tokens
    }

    /// Runs the whole pipeline and returns what it found, without throwing: the resolved
    /// tokens, the contrast table and every issue, the app's own requirements included.
    public static func report(for data: Data, source: String = bundledFileName) -> TokenReport {
        TokenPipeline.run([TokenSource(name: source, data: data)], appRequirements: true)
    }

    /// Checks a token set split over `sources` (merged in order, later files winning) against
    /// the DTCG 2025.10 format, and with `appRequirements` against what this app reads too.
    public static func report(for sources: [TokenSource], appRequirements: Bool) -> TokenReport {
        TokenPipeline.run(sources, appRequirements: appRequirements)
    }

    /// The tokens resolved for `appearance`.
    public func theme(_ appearance: Theme.Appearance) -> Theme {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }
}
