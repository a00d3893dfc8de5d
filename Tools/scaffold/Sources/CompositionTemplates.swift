/// The App side of a new feature module: the loader App's composition hands it. Until the
/// content API serves the feature its own content, it lists Home's feed, through whatever App
/// registered as the feed (the content service, or a test's fixtures), so the screen fetches,
/// fails, refreshes and goes out of date as Home's does from the first run.
struct CompositionTemplates {
    let name: FeatureName

    /// The adapter's type, e.g. `SettingsContentFromFeed`.
    var adapter: String { name.short + "ContentFromFeed" }

    /// The property of `AppServices` that hands the module its loader, e.g. `settingsContent`.
    var servicesProperty: String { name.identifierPrefix + "Content" }

    /// The file, relative to the package.
    var path: String { "App/Sources/Composition/\(adapter).swift" }

    /// Every file, by path relative to the package.
    var files: [String: String] { [path: loader] }

    var loader: String {
        let n = name.short
        return """
            import ContentModels
            import HomeModule
            import \(name.module)

            /// What the \(name.title) screen lists until the content API serves content meant for it:
            /// Home's feed, from whatever App registered as the feed (the content service, or a test's
            /// fixtures). To point it there, give `ContentService` the request (a `ContentRequest` case
            /// and a method returning the domain's `Fetched` value), answer `\(n)ContentLoading` with it
            /// in `ContentService+Features.swift` as Home's feed is answered, and let `AppServices` keep
            /// the service, made in `live(_:)`, as `\(servicesProperty)` in place of this file.
            nonisolated struct \(adapter): \(n)ContentLoading {
                let feed: any HomeContentLoading

                func content() async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
                    try await feed.feed(page: 1).map(\\.articles)
                }
            }

            extension AppServices {
                /// What the \(name.title) module lists, seen only through its own protocol.
                var \(servicesProperty): any \(n)ContentLoading { \(adapter)(feed: feed) }
            }

            """
    }
}
