import Components
import DesignSystem
import NavigationKit

/// Decides what the Welcome screen's buttons do, and what to say when that fails.
final class WelcomeViewModel: ScreenViewModel {
    /// Why the last request could not be carried out; `nil` when it was.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?
    /// The app's name, shown above the introduction.
    let appName: String

    private let router: any WelcomeRouting
    let strings: LocalizedStrings

    init(appName: String, router: any WelcomeRouting, strings: LocalizedStrings) {
        self.appName = appName
        self.router = router
        self.strings = strings
    }

    func didTapLogIn() {
        show(.login, named: strings.localized("login.title"))
    }

    func didTapCreateAccount() {
        show(.register, named: strings.localized("register.title"))
    }

    /// Asks for `route`; when it cannot be shown, says why on screen, naming `destination`.
    private func show(_ route: WelcomeRoute, named destination: String) {
        do {
            try router.route(to: route)
            errorMessage = nil
        } catch {
            errorMessage =
                switch error {
                case .notShown: strings.localized("welcome.error.notInNavigationStack", .text(destination))
                case let .refused(reason):
                    strings.localized(
                        "welcome.error.pushRefused", .text(destination), .text(reason.message(in: strings.language)))
                }
        }
    }
}
