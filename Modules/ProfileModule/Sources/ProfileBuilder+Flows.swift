import Components
import HeadlessUI

extension ProfileBuilder {
    /// A validated name and email, ready to be saved.
    public struct Changes: Equatable {
        /// The new display name, trimmed.
        public let displayName: String
        /// The new email, trimmed.
        public let email: String
    }

    /// Builds Edit profile, filled with today's name and email; `onReview` receives the
    /// validated values when "Review" is tapped.
    public static func buildEditProfile(
        dependencies: ProfileDependencies, onReview: @escaping @MainActor (Changes) -> Void
    ) -> ViewController {
        let viewModel = EditProfileViewModel(sessionStore: dependencies.sessionStore, onReview: onReview)
        return EditProfileViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }

    /// Builds Review changes for `changes`; "Save" stores them in the session, then runs
    /// `onSaved`.
    public static func buildReviewChanges(
        _ changes: Changes, dependencies: ProfileDependencies, onSaved: @escaping @MainActor () -> Void
    ) -> ViewController {
        let viewModel = ReviewChangesViewModel(
            changes: changes, sessionStore: dependencies.sessionStore, onSaved: onSaved)
        return ReviewChangesViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }

    /// Builds Report a problem; `onNext` receives the validated message, `onCancel` runs when
    /// "Cancel" is tapped.
    public static func buildReportProblem(
        dependencies: ProfileDependencies,
        onNext: @escaping @MainActor (String) -> Void,
        onCancel: @escaping @MainActor () -> Void
    ) -> ViewController {
        let viewModel = ReportProblemViewModel(onNext: onNext, onCancel: onCancel)
        return ReportProblemViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }

    /// Builds Send report? for `message`; "Send" keeps it in the session's outbox, then runs
    /// `onSent`.
    public static func buildSendReport(
        message: String, dependencies: ProfileDependencies, onSent: @escaping @MainActor () -> Void
    ) -> ViewController {
        let viewModel = SendReportViewModel(message: message, sessionStore: dependencies.sessionStore, onSent: onSent)
        return SendReportViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
