import DesignSystem

/// Why content could not be fetched, as a person is told it: what happened, not how.
public nonisolated enum ContentProblem: Error, Equatable, Sendable {
    /// The device cannot reach the server (no network, or the connection dropped).
    case offline
    /// The server did not answer in time.
    case timedOut
    /// The server answered with an error.
    case serverError
    /// The server answered with something the app cannot read.
    case unreadable
    /// The server has no such article.
    case notFound

    /// The reason in words, in the app's language, for an error state or a banner.
    @MainActor public func reason(in language: Language) -> String {
        let strings = LocalizedStrings(bundle: .module, language: language)
        return switch self {
        case .offline: strings.localized("content.problem.offline")
        case .timedOut: strings.localized("content.problem.timedOut")
        case .serverError: strings.localized("content.problem.serverError")
        case .unreadable: strings.localized("content.problem.unreadable")
        case .notFound: strings.localized("content.problem.notFound")
        }
    }
}
