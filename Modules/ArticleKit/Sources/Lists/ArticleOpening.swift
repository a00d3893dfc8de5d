import ContentModels
import DesignSystem
import HeadlessUI

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
    /// The check that an article to reopen still exists.
    private let tasks: ScreenTasks

    /// Opens details through `push`, whose refusals `reason` words in `language` (a routing
    /// error's `message(in:)`, so the sentence is in the app's language).
    public init<Refusal: Error>(
        language: Language,
        runLoop: MainRunLoop = .main,
        push: @escaping @MainActor (_ id: String, _ title: String?) throws(Refusal) -> Void,
        reason: @escaping @MainActor (Refusal) -> String
    ) {
        self.language = language
        tasks = ScreenTasks(runLoop: runLoop)
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
        // What the person opens now replaces what was being reopened for them.
        cancelReopening()
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
        cancelReopening()
        guard let reason = push(id, title) else { return }
        throw .notShown(id: id, title: title, reason: reason, language: language)
    }

    /// Opens again the article `id` the person had open when the app last went to the
    /// background, once `articles` says it still exists: the detail is pushed whole or not at
    /// all. An article the server no longer has is dropped with a notice on the list; when the
    /// server cannot say (offline), the detail opens and shows what it can, as a link's does.
    public func reopen(id: String, articles: any ArticleLoading) {
        tasks.run(
            "reopen",
            operation: { () async -> Result<Fetched<Article>, ContentProblem> in
                do throws(ContentProblem) { return .success(try await articles.article(id: id)) } catch {
                    return .failure(error)
                }
            },
            deliver: { [weak self] result in self?.finishReopening(id: id, result) })
    }

    /// Whether an article is being checked before it is reopened.
    public var isReopening: Bool { tasks.isRunning("reopen") }

    /// Gives up reopening: the person moved on (the list appeared again, a link or a tap opened
    /// something else), so the detail must not be pushed over where they are now.
    public func cancelReopening() {
        tasks.cancel("reopen")
    }

    private func finishReopening(id: String, _ result: Result<Fetched<Article>, ContentProblem>) {
        switch result {
        case .failure(.notFound):
            update(errorMessage: LocalizedStrings(bundle: .module, language: language).localized("detail.reopen.gone"))
        case let .success(fetched):
            didTap(id: id, title: fetched.value.title)
        case .failure:
            didTap(id: id, title: nil)
        }
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
