import DesignSystem
import HeadlessUI

/// What opening a link did.
public enum DeepLinkOutcome: Equatable {
    /// The destination is on screen.
    case opened(DeepLink)
    /// Logged out: the link waits and opens right after login.
    case deferredUntilLogin(DeepLink)
    /// The tab is on screen at its root, because the item does not exist.
    case itemNotFound(DeepLink, message: String)
    /// The link was refused; nothing changed.
    case rejected(DeepLinkError)

    /// One line for a person, naming links in `scheme`, as `strings` word it; the link came
    /// from outside, so its control characters are shown, never acted on, and a line break in
    /// it cannot start a line of its own.
    func message(scheme: String, strings: LocalizedStrings = LocalizedStrings(bundle: .module, language: .english))
        -> String
    {
        TerminalText.visible(unescapedMessage(scheme: scheme, strings: strings))
    }

    private func unescapedMessage(scheme: String, strings: LocalizedStrings) -> String {
        switch self {
        case let .opened(link): strings.localized("link.opened", .text(link.link(scheme: scheme)))
        case let .deferredUntilLogin(link): strings.localized("link.deferred", .text(link.link(scheme: scheme)))
        case let .itemNotFound(_, message): message
        case let .rejected(error): strings.localized("link.refused", .text(error.message(in: strings)))
        }
    }

    /// Whether the link was refused or pointed nowhere.
    public var isFailure: Bool {
        switch self {
        case .opened, .deferredUntilLogin: false
        case .itemNotFound, .rejected: true
        }
    }
}
