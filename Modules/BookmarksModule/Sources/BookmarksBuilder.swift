import NavigationKit

/// The Bookmarks module's only entry point.
public enum BookmarksBuilder {
    /// The saved-items screen. It reads the bookmarks again each time it appears, since other
    /// tabs change them while it is hidden.
    public static func build(dependencies: BookmarksDependencies) -> FeatureEntry<Never, Never> {
        FeatureEntry(viewController: BookmarksFactory.make(dependencies: dependencies))
    }
}
