import DesignSystem
import HeadlessUI

extension NavigationError {
    /// The reason as NavigationKit's `strings` word it: HeadlessUI, below the String Catalogs,
    /// has only its English `description`, which the catalogue's English repeats.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case let .cannotPushNavigationController(name):
            strings.localized("navigation.cannotPushNavigationController", .text(name))
        case .cannotPushItself: strings.localized("navigation.cannotPushItself")
        case let .containsThisStack(name): strings.localized("navigation.containsThisStack", .text(name))
        case let .alreadyInStack(name): strings.localized("navigation.alreadyInStack", .text(name))
        case let .alreadyInContainer(name): strings.localized("navigation.alreadyInContainer", .text(name))
        case .interactivePopInProgress: strings.localized("navigation.interactivePopInProgress")
        case .nothingToPop: strings.localized("navigation.nothingToPop")
        }
    }
}
