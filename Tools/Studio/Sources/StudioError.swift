import HTTPServerKit

/// Why the studio could not do what the page asked; each is answered with its status and
/// message, which the page shows.
public enum StudioError: Error, Equatable, CustomStringConvertible {
    /// The request is malformed or names something that does not exist (400).
    case badRequest(String)
    /// The screen changed since the page drew it: the element it names is no longer there (409).
    case staleScreen(String)
    /// The app could not be launched again (500).
    case launchFailed(String)

    /// The message, as a person reads it.
    public var description: String {
        switch self {
        case let .badRequest(message), let .staleScreen(message), let .launchFailed(message): message
        }
    }

    /// The status the API answers with.
    var status: HTTPStatus {
        switch self {
        case .badRequest: .badRequest
        case .staleScreen: HTTPStatus(409, "Conflict")
        case .launchFailed: .internalServerError
        }
    }
}
