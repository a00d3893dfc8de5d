import Components

/// Holds the name and email being edited and lets them go to review only when both are valid.
final class EditProfileViewModel: ScreenViewModel {
    /// Why "Review" was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?
    /// The name as typed, starting with today's.
    private(set) var name: String
    /// The email as typed, starting with today's.
    private(set) var email: String
    private let onReview: @MainActor (ProfileBuilder.Changes) -> Void

    init(sessionStore: any ProfileSessionStoring, onReview: @escaping @MainActor (ProfileBuilder.Changes) -> Void) {
        name = sessionStore.displayName
        email = sessionStore.email
        self.onReview = onReview
    }

    func nameDidChange(_ text: String) {
        name = text
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    /// Validates both fields; when they are valid, hands the trimmed values on.
    func review() {
        do throws(ProfileInputError) {
            let changes = ProfileBuilder.Changes(
                displayName: try ProfileInputValidator.name(name), email: try ProfileInputValidator.email(email))
            errorMessage = nil
            onReview(changes)
        } catch {
            errorMessage = error.description
        }
    }
}
