import Components

/// Decides what the Welcome screen's buttons do, and what to say when that fails.
final class WelcomeViewModel: ScreenViewModel {
    /// Why the last request could not be carried out; `nil` when it was.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let router: any WelcomeRouting

    init(router: any WelcomeRouting) {
        self.router = router
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
            errorMessage = error.description
        }
    }
}
