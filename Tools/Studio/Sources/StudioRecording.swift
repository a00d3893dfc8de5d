import DesignSystem

/// The flow file the studio records: a header that launches the app from a cleared session,
/// then one command per action taken on the page. The person may edit the text at will; a
/// recorded command is appended to whatever the text is then.
public struct StudioRecording: Equatable {
    /// The most text the flow may hold; an edit or command past it is refused.
    static let maximumLength = 256 * 1024
    /// The `launchApp` argument that names the language to launch in, as `App test` reads it.
    static let languageArgument = "language"

    /// The flow file's text.
    private(set) var text: String

    /// A new recording for the app with `bundleIdentifier`, speaking the language `language`
    /// names (English when `nil`).
    init(bundleIdentifier: String, language: String? = nil) {
        text = Self.header(bundleIdentifier: bundleIdentifier, language: language)
    }

    /// What every recording starts with: the app, then a launch from a cleared session, which
    /// is where `App test` starts each flow too, in the recording's language.
    static func header(bundleIdentifier: String, language: String? = nil) -> String {
        "appId: \(bundleIdentifier)\n---\n" + launch(clearState: true, language: language)
    }

    /// `- launchApp` with `clearState` and, for a language other than English, the launch
    /// argument naming it: a launch without one is in English (as `App test` launches unless
    /// told otherwise, and as the studio runs it), so the flow replays in the language it was
    /// recorded in.
    static func launch(clearState: Bool, language: String?) -> String {
        let arguments =
            language.flatMap { $0 == Language.english.code ? nil : [("arguments", "{\(languageArgument): \($0)}")] }
            ?? []
        return StudioYAML.command("launchApp", [("clearState", String(clearState))] + arguments)
    }

    /// Appends `command` (one or more `- ...` list items) on a line of its own.
    ///
    /// - Throws: `StudioError.badRequest` when the flow would grow past `maximumLength`.
    mutating func append(_ command: String) throws(StudioError) {
        var addition = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
        addition += command.hasSuffix("\n") ? command : command + "\n"
        try replace(with: text + addition)
    }

    /// Replaces the text with the person's edit.
    ///
    /// - Throws: `StudioError.badRequest` when `newText` is longer than `maximumLength`.
    mutating func replace(with newText: String) throws(StudioError) {
        guard newText.utf8.count <= Self.maximumLength else {
            throw .badRequest("the flow may be at most \(Self.maximumLength) bytes; start a new recording")
        }
        text = newText
    }
}
