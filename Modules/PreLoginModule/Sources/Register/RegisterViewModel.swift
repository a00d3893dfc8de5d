import Components
import DesignSystem

/// Holds what was typed on the Register screen and decides whether it may create the
/// account. Nothing reaches the session store unless every field is valid.
final class RegisterViewModel: ScreenViewModel {
    /// Why the last attempt was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private var name = ""
    private var email = ""
    private var password = ""
    private var confirmation = ""
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

    func nameDidChange(_ text: String) {
        name = text
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    func passwordDidChange(_ text: String) {
        password = text
    }

    func confirmationDidChange(_ text: String) {
        confirmation = text
    }

    /// Validates the form in reading order and reports the first problem; when every field
    /// is valid, records the log-in and tells the flow delegate.
    func submit() {
        do throws(ValidationFailure) {
            let validName = try CredentialValidator.name(name)
            let validEmail = try CredentialValidator.email(email)
            try CredentialValidator.password(password)
            try CredentialValidator.confirmation(confirmation, matches: password)
            errorMessage = nil
            sessionStore.markLoggedIn(email: validEmail, displayName: validName)
            flowDelegate?.preLoginDidLogIn()
        } catch {
            errorMessage = error.message(in: strings)
        }
    }
}
