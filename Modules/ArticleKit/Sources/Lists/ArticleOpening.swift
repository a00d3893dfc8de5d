import DesignSystem

/// How a list of articles opens one in its detail, the same way in every list that has one: a
/// tap asks for the detail's route and shows a refusal until a later tap opens an article; a
/// link asks for the same route and gets the refusal as an `ArticleOpeningError`, since the
/// list shows nothing for a link (the link's outcome says why).
@MainActor
public final class ArticleOpening {
    /// Why the last tapped article could not be opened; `nil` when all is well.
    public private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after `errorMessage` changed.
    public var onChange: (() -> Void)?

    private let language: Language
    /// Pushes the detail; the refusal's reason in words, or `nil` when it was pushed.
    private let push: @MainActor (_ id: String, _ title: String?) -> String?

    /// Opens details through `push`, whose refusals `reason` words in `language` (a routing
    /// error's `message(in:)`, so the sentence is in the app's language).
    public init<Refusal: Error>(
        language: Language,
        push: @escaping @MainActor (_ id: String, _ title: String?) throws(Refusal) -> Void,
        reason: @escaping @MainActor (Refusal) -> String
    ) {
        self.language = language
        self.push = { id, title in
            do throws(Refusal) {
                try push(id, title)
                return nil
            } catch {
                return reason(error)
            }
        }
    }

    /// Opens the tapped article `id`, headlined `title`; a refusal is shown instead of lost.
    public func didTap(id: String, title: String?) {
        do {
            try open(id: id, title: title)
            update(errorMessage: nil)
        } catch {
            update(errorMessage: error.message)
        }
    }

    /// Opens the article `id` for a link, titled `title` when the list knows it.
    ///
    /// - Throws: `ArticleOpeningError` saying why the detail is not shown.
    public func open(id: String, title: String?) throws(ArticleOpeningError) {
        guard let reason = push(id, title) else { return }
        throw .notShown(id: id, title: title, reason: reason, language: language)
    }

    /// Forgets a refusal shown for other content: a new search's results start clean.
    public func forgetRefusal() {
        update(errorMessage: nil)
    }

    private func update(errorMessage newValue: String?) {
        // The same refusal again, or none again, redraws nothing.
        guard newValue != errorMessage else { return }
        errorMessage = newValue
    }
}
