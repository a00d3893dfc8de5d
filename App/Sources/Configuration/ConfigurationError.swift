/// Why a build configuration could not be chosen.
public nonisolated enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// No configuration has this name.
    case unknownName(String, known: [String])
    /// No configuration has this bundle identifier (a flow's `appId`).
    case unknownIdentifier(String, known: [String])
    /// A bundled configuration file is missing or cannot be read.
    case unreadable(name: String, reason: String)

    /// The message, as a person reads it.
    public var description: String {
        switch self {
        case let .unknownName(name, known):
            "unknown configuration '\(name)'; known: \(known.joined(separator: ", "))"
        case let .unknownIdentifier(identifier, known):
            "appId '\(identifier)' names no configuration of this app; known: \(known.joined(separator: ", "))"
        case let .unreadable(name, reason):
            "the configuration '\(name)' cannot be read: \(reason)"
        }
    }
}
