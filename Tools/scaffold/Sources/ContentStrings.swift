/// The words a screen that lists fetched content has beyond its own (`ScreenStrings`), other than
/// those ArticleKit's `ContentStateNodes` brings (a failure's reason, Retry, the out-of-date
/// banner): what the loading indicator says to assistive technology, and what an empty list says.
struct ContentStrings: Equatable {
    /// The loading indicator's accessibility label.
    let loading: CatalogueString
    /// What the screen says when the list it fetched is empty.
    let empty: CatalogueString

    /// Both strings, in the order the screen can show them.
    var all: [CatalogueString] { [loading, empty] }

    /// The words of the first screen of the new feature `name`.
    static func feature(_ name: FeatureName) -> ContentStrings {
        let prefix = name.identifierPrefix
        let title = name.title
        return ContentStrings(
            loading: CatalogueString(
                key: "\(prefix).loading", english: "Loading \(title)",
                comment: "Read out by assistive technology while the \(title) screen fetches its list."),
            empty: CatalogueString(
                key: "\(prefix).empty", english: "There is nothing here yet.",
                comment: "Shown on the \(title) screen when the list it fetched is empty."))
    }
}
