import DesignSystem
import HeadlessUI

extension PresentationError {
    /// The reason as NavigationKit's `strings` word it: HeadlessUI, below the String Catalogs,
    /// has only its English `description`, which the catalogue's English repeats.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case let .alreadyPresenting(presenter, presented, attempted):
            strings.localized(
                "presentation.alreadyPresenting", .text(attempted), .text(presenter), .text(presented))
        case let .notInWindowHierarchy(presenter):
            strings.localized("presentation.notInWindowHierarchy", .text(presenter))
        case let .alreadyInHierarchy(name): strings.localized("presentation.alreadyInHierarchy", .text(name))
        case let .notPresented(name): strings.localized("presentation.notPresented", .text(name))
        case let .notSwipeable(name, .presentedFullScreen):
            strings.localized("presentation.notSwipeable.presentedFullScreen", .text(name))
        case let .notSwipeable(name, .modalInPresentation):
            strings.localized("presentation.notSwipeable.modalInPresentation", .text(name))
        case let .notSwipeable(name, .delegateRefused):
            strings.localized("presentation.notSwipeable.delegateRefused", .text(name))
        }
    }
}
