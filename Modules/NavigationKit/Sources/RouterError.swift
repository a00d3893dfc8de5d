import DesignSystem
import HeadlessUI

/// Why a router refused to show a module.
public enum RouterError: Error, Equatable, CustomStringConvertible {
    /// Pushing a navigation controller is not supported; present it instead.
    case cannotPushNavigationController(String)
    /// The navigation stack refused the change.
    case navigation(NavigationError)
    /// The modal presentation was refused.
    case presentation(PresentationError)

    /// The reason in `language`, for a person, the platform's reasons included (HeadlessUI
    /// words them only in English). In English it is `description`.
    @MainActor public func message(in language: Language) -> String {
        message(in: LocalizedStrings(bundle: .module, language: language))
    }

    /// The reason as NavigationKit's `strings` word it.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case let .cannotPushNavigationController(name):
            strings.localized("router.cannotPushNavigationController", .text(name))
        case let .navigation(error): error.message(in: strings)
        case let .presentation(error): error.message(in: strings)
        }
    }

    /// The reason in English, for logs and tests; a person reads `message(in:)`.
    public var description: String {
        switch self {
        case let .cannotPushNavigationController(name):
            "cannot push \(name): it is a navigation controller; present it instead"
        case let .navigation(error): error.description
        case let .presentation(error): error.description
        }
    }
}
