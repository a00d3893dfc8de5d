import Components
import DesignSystem
import HeadlessUI

/// The Explore module's only entry point.
public enum ExploreBuilder {
    /// Builds the search screen.
    public static func build(dependencies: ExploreDependencies) -> ViewController {
        let router = ExploreRouter(dependencies: dependencies)
        let viewModel = ExploreViewModel(
            catalogue: CatalogueLoader.bundled,
            initialQuery: dependencies.initialQuery,
            router: router
        )
        let controller = ExploreViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
        router.viewController = controller
        return controller
    }

    /// Builds the detail screen of the catalogue item `itemID`, for deep links; `nil` when
    /// the catalogue has no such item.
    public static func buildDetail(itemID: String, dependencies: ExploreDependencies) -> ViewController? {
        guard case let .success(items) = CatalogueLoader.bundled, let item = items.first(where: { $0.id == itemID })
        else {
            return nil
        }
        return ExploreDetailBuilder.build(item: item, dependencies: dependencies)
    }
}
