import Components
import DesignSystem

/// Holds what was typed on the Login screen and decides whether it may log the person in.
/// Nothing reaches the session store unless every field is valid.
final class LoginViewModel: ScreenViewModel {
    /// Why the last attempt was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private var email = ""
    private var password = ""
    private let sessionStore: any PreLoginSessionStoring
    private weak var flowDelegate: (any PreLoginFlowDelegate)?
    private let strings: LocalizedStrings

    init(
        sessionStore: any PreLoginSessionStoring, flowDelegate: (any PreLoginFlowDelegate)?,
        strings: LocalizedStrings = PreLoginStrings.strings(in: .english)
    ) {
        self.sessionStore = sessionStore
        self.flowDelegate = flowDelegate
        self.strings = strings
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    func passwordDidChange(_ text: String) {
        password = text
    }

    /// Validates the form; when it is valid, records the log-in and tells the flow delegate.
    func submit() {
        do throws(ValidationFailure) {
            let validEmail = try CredentialValidator.email(email)
            try CredentialValidator.password(password)
            errorMessage = nil
            sessionStore.markLoggedIn(email: validEmail, displayName: DisplayName.derived(fromEmail: validEmail))
            flowDelegate?.preLoginDidLogIn()
        } catch {
            errorMessage = error.message(in: strings)
        }
    }
}
