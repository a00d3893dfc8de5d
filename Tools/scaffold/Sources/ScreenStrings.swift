/// The words of a generated screen: the keys its code asks for, with the English text and the
/// translator's note the String Catalog gets. The templates write each key as a literal at its
/// `strings.localized(...)` call, which is how the catalogue check finds the keys in use.
struct ScreenStrings: Equatable {
    /// The navigation title.
    let title: CatalogueString
    /// The line that says what the screen is for (a new screen), or whom it greets (a new
    /// feature's first screen, with the person's name as `%@`).
    let message: CatalogueString
    /// The button's title.
    let done: CatalogueString
    /// Why the button's route was refused, with the reason as `%@`.
    let error: CatalogueString
    /// The line showing the value the route carried, when it carries one.
    let value: CatalogueString?

    /// Every string, in the order the screen shows them.
    var all: [CatalogueString] { [title, message] + (value.map { [$0] } ?? []) + [done, error] }

    /// The words of the new screen `name`, whose button goes back.
    static func screen(_ name: ScreenName) -> ScreenStrings {
        let prefix = name.screen.identifierPrefix
        let title = name.screen.title
        return ScreenStrings(
            title: CatalogueString(
                key: "\(prefix).title", english: title, comment: "The navigation title of the \(title) screen."),
            message: CatalogueString(
                key: "\(prefix).body", english: "\(title) goes here.",
                comment: "The \(title) screen's text, until it shows what it is for."),
            done: CatalogueString(
                key: "\(prefix).done", english: "Done",
                comment: "The \(title) screen's button, which goes back to the screen that showed it."),
            error: CatalogueString(
                key: "\(prefix).error", english: "Could not go back: %@.",
                comment: "Shown on the \(title) screen when going back is refused; %@ is the reason, in a sentence."),
            value: name.parameter.map { parameter in
                CatalogueString(
                    key: "\(prefix).\(parameter.name)", english: "\(parameter.label): \(parameter.kind.specifier)",
                    comment:
                        "The \(parameter.name) the \(title) screen was opened with; \(parameter.kind.specifier) is "
                        + "its value.")
            })
    }

    /// The words of the first screen of the new feature `name`, whose button leaves the module.
    static func feature(_ name: FeatureName) -> ScreenStrings {
        let prefix = name.identifierPrefix
        let title = name.title
        return ScreenStrings(
            title: CatalogueString(
                key: "\(prefix).title", english: title, comment: "The navigation title of the \(title) screen."),
            message: CatalogueString(
                key: "\(prefix).greeting", english: "Signed in as %@.",
                comment: "The \(title) screen's greeting; %@ is the logged-in person's name."),
            done: CatalogueString(
                key: "\(prefix).done", english: "Done",
                comment: "The \(title) screen's button, which leaves the \(title) module."),
            error: CatalogueString(
                key: "\(prefix).error", english: "Could not leave \(title): %@.",
                comment: "Shown on the \(title) screen when leaving is refused; %@ is the reason, in a sentence."),
            value: nil)
    }
}
