import Components

/// Assembles an article's detail screen; only the feed's router and deep links use it.
enum HomeDetailBuilder {
    /// Builds the detail of `item`, reading and saving its bookmark through the session.
    static func build(item: FeedItem, dependencies: HomeDependencies) -> HomeDetailViewController {
        let viewModel = HomeDetailViewModel(item: item, sessionStore: dependencies.sessionStore)
        return HomeDetailViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
