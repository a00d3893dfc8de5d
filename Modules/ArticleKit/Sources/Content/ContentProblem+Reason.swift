import ContentModels
import DesignSystem

extension ContentProblem {
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
