import App
import DesignSystem

/// How the studio's app is launched and drawn: the choices the page switches between.
struct StudioSettings: Equatable, Codable {
    /// The build configuration's name.
    var configuration: String
    /// `light` or `dark`.
    var appearance: String
    /// A Dynamic Type size's short name (`large`, `AX1`...).
    var textSize: String
    /// A language's code (`en`, `de`, `ar`, or a pseudo-language such as `rtl`); a request that
    /// leaves it out keeps the language the app speaks.
    var language: String?

    /// The settings of `options`.
    init(_ options: LaunchOptions) {
        configuration = options.configurationName
        appearance = options.appearance.rawValue
        textSize = options.textSize.rawValue
        language = options.language.code
    }

    /// `options` with these settings.
    ///
    /// - Throws: `StudioError.badRequest` naming a value the app does not have.
    func applied(to options: LaunchOptions) throws(StudioError) -> LaunchOptions {
        var options = options
        guard AppConfigurations.names.contains(configuration) else {
            throw .badRequest(
                "configuration must be one of \(AppConfigurations.names.joined(separator: ", ")), not '\(configuration)'"
            )
        }
        guard let appearance = Theme.Appearance(rawValue: appearance) else {
            throw .badRequest("appearance must be light or dark, not '\(appearance)'")
        }
        guard let textSize = TextSize(rawValue: textSize) else {
            throw .badRequest(
                "textSize must be one of \(TextSize.allCases.map(\.rawValue).joined(separator: ", ")), not '\(textSize)'"
            )
        }
        var language = options.language
        if let code = self.language {
            guard let chosen = Language(code: code) else {
                throw .badRequest("language must be one of \(Language.codes.joined(separator: ", ")), not '\(code)'")
            }
            language = chosen
        }
        options.configurationName = configuration
        options.appearance = appearance
        options.textSize = textSize
        options.language = language
        return options
    }
}
