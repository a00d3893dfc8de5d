/// Maestro's titles for what its reader refuses, so a refusal here reads as Maestro's does
/// ("Invalid Command: tapon at flow.yaml:3:3"). A problem of the YAML itself has no title
/// of its own and is shown as `parsingFailed`.
enum FlowFileReaderTitle {
    /// A YAML problem, or a command whose argument Maestro's reader cannot build.
    static let parsingFailed = "Parsing Failed"
    /// A flow file that does not start with a config block.
    static let configSectionRequired = "Config Section Required"
    /// A config block without `appId` or `url`.
    static let configFieldRequired = "Config Field Required"
    /// A config block not followed by a list of commands.
    static let commandsSectionRequired = "Commands Section Required"
    /// A list item that is neither a name nor a `name: options` mapping.
    static let invalidCommand = "Invalid Command"
    /// A command written by name alone that needs options (`- tapOn`).
    static let missingCommandOptions = "Missing Command Options"
    /// A `runFlow` or `retry` file that is not there.
    static let invalidFilePath = "Invalid File Path"
    /// An `addMedia` file that is not there.
    static let mediaFileNotFound = "Media File Not Found"

    /// A name that is no command.
    static func invalidCommand(_ name: String) -> String { "Invalid Command: \(name)" }

    /// A list item with a second key beside the command's (`- tapOn: x` then `  optional: true`).
    static func invalidCommandFormat(_ name: String) -> String { "Invalid Command Format: \(name)" }

    /// `- name:` with nothing after it.
    static func incorrectCommandFormat(_ name: String) -> String { "Incorrect Command Format: \(name)" }

    /// A key the command does not have.
    static func unknownProperty(_ key: String) -> String { "Unknown Property: \(key)" }

    /// A value of the wrong shape or type; `path` is the dotted name the message uses
    /// (`launchApp.permissions`), whose last part Maestro names.
    static func incorrectFormat(_ path: String) -> String {
        "Incorrect Format: " + (path.split(separator: ".").last.map(String.init) ?? path)
    }
}

extension FlowFileSyntaxError {
    /// An error with Maestro's `title` for its kind.
    static func titled(_ title: String, _ message: String, at location: FlowFileSourceLocation) -> FlowFileSyntaxError {
        var error = FlowFileSyntaxError(message, at: location)
        error.title = title
        return error
    }

    /// The same error with `title`, unless it already has one.
    func titled(_ title: String) -> FlowFileSyntaxError {
        guard self.title == nil else { return self }
        var error = self
        error.title = title
        return error
    }
}
