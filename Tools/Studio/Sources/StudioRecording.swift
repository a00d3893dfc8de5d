/// The flow file the studio records: a header that launches the app from a cleared session,
/// then one command per action taken on the page. The person may edit the text at will; a
/// recorded command is appended to whatever the text is then.
public struct StudioRecording: Equatable {
    /// The most text the flow may hold; an edit or command past it is refused.
    static let maximumLength = 256 * 1024

    /// The flow file's text.
    private(set) var text: String

    /// A new recording for the app with `bundleIdentifier`.
    init(bundleIdentifier: String) {
        text = Self.header(bundleIdentifier: bundleIdentifier)
    }

    /// What every recording starts with: the app, then a launch from a cleared session, which
    /// is where `App test` starts each flow too.
    static func header(bundleIdentifier: String) -> String {
        "appId: \(bundleIdentifier)\n---\n- launchApp:\n    clearState: true\n"
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
