import DesignSystem

/// Why a list could not open one of its articles, with the sentence the list shows for it in
/// the app's language. A deep link that points at an article gets the same error a tap would.
public struct ArticleOpeningError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The list holds no article `id`: a link to a bookmark that was removed.
        case notListed(id: String)
        /// The article exists but its detail could not be shown.
        case notShown(title: String, reason: String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The sentence for a person, in the list's language.
    public let message: String

    /// An error for `reason`, worded as `message`.
    public init(_ reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    /// The detail of the article `id` (headlined `title` when the list knows it) could not be
    /// shown because of `reason`, worded in `language`. The reason is written in as it is, so it
    /// is already in `language` (a routing error's `message(in:)`, not its English `description`).
    @MainActor public static func notShown(
        id: String, title: String?, reason: some CustomStringConvertible, language: Language
    ) -> ArticleOpeningError {
        let name = title ?? id
        let message = LocalizedStrings(bundle: .module, language: language).localized(
            "detail.error.open", .text(name), .text(reason.description))
        return ArticleOpeningError(.notShown(title: name, reason: reason.description), message: message)
    }

    /// The sentence for a person.
    public var description: String { message }
}
