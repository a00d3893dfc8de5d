import DesignSystem

/// Why a screen router could not show where its screen asked to go. Every screen router throws
/// it, so a view model handles a refused route the same way on every screen: it shows the reason.
public enum RoutingError: Error, Equatable, CustomStringConvertible {
    /// The screen's stack has no Router any more: the screen is no longer shown.
    case notShown
    /// The Router refused the change.
    case refused(RouterError)

    /// The reason in `language`, for a person: a view model puts it into its own sentence
    /// ("Could not open Edit profile: …"). Every case is worded, the Router's and the
    /// platform's reasons included; a screen's type name stays as it is, as an identifier does.
    /// In English it is `description`.
    @MainActor public func message(in language: Language) -> String {
        let strings = LocalizedStrings(bundle: .module, language: language)
        return switch self {
        case .notShown: strings.localized("routing.notShown")
        case let .refused(error): error.message(in: strings)
        }
    }

    /// The reason in English, for logs and tests; a person reads `message(in:)`.
    public var description: String {
        switch self {
        case .notShown: "the screen is no longer shown, so there is nowhere to go from it"
        case let .refused(error): error.description
        }
    }
}
