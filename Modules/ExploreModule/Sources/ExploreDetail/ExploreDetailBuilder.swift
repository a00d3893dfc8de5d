import Components

/// Assembles a catalogue entry's detail screen; only the search screen's router and deep links use it.
enum ExploreDetailBuilder {
    /// Builds the detail of `item`, reading and saving its bookmark through the session.
    static func build(item: CatalogueItem, dependencies: ExploreDependencies) -> ExploreDetailViewController {
        let viewModel = ExploreDetailViewModel(item: item, sessionStore: dependencies.sessionStore)
        return ExploreDetailViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
