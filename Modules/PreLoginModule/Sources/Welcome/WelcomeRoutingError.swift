import DesignSystem
import NavigationKit

/// Why the Welcome screen could not open Login or Register.
enum WelcomeRoutingError: Error, Equatable {
    /// Welcome's stack has no Router any more, so nothing can be pushed.
    case notInNavigationStack(destination: String)
    /// The Router refused the push.
    case pushRefused(destination: String, reason: RouterError)

    /// The message as `strings` word it; the Router's own reason stays as the Router gives it.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case let .notInNavigationStack(destination):
            strings.localized("welcome.error.notInNavigationStack", .text(destination))
        case let .pushRefused(destination, reason):
            strings.localized("welcome.error.pushRefused", .text(destination), .text("\(reason)"))
        }
    }
}
