import HeadlessStrings

/// The store's own String Catalog: every sentence about the session file and its changes, in
/// every language the app speaks.
enum SessionWords {
    /// The store's words in `language`.
    @MainActor static func strings(_ language: Language) -> LocalizedStrings {
        LocalizedStrings(bundle: .module, language: language)
    }
}
