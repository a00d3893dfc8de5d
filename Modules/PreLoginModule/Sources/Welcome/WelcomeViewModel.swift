import Components
import DesignSystem

/// Decides what the Welcome screen's buttons do, and what to say when that fails.
final class WelcomeViewModel: ScreenViewModel {
    /// Why the last request could not be carried out; `nil` when it was.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let router: any WelcomeRouting
    private let strings: LocalizedStrings

    init(router: any WelcomeRouting, strings: LocalizedStrings = PreLoginStrings.strings(in: .english)) {
        self.router = router
        self.strings = strings
    }

    func didTapLogIn() {
        run { () throws(WelcomeRoutingError) in try router.route(to: .login) }
    }

    func didTapCreateAccount() {
        run { () throws(WelcomeRoutingError) in try router.route(to: .register) }
    }

    private func run(_ transition: () throws(WelcomeRoutingError) -> Void) {
        do {
            try transition()
            errorMessage = nil
        } catch {
            errorMessage = error.message(in: strings)
        }
    }
}
