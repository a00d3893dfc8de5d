import NavigationKit

/// The Profile module's only entry point: the account screen, from which the module's own
/// journeys (Edit profile, Report a problem) start.
public enum ProfileBuilder {
    /// The account screen, to be shown on the stack `dependencies.router` drives; its journeys
    /// push and present through that Router.
    /// No deep link reaches inside the module.
    public static func build(dependencies: ProfileDependencies) -> FeatureEntry<Never, Never> {
        // The module's coordinator owns the Profile screen and its journeys; the coordinator
        // that shows the module keeps it as a child.
        let profile = ProfileJourneys(dependencies: dependencies)
        profile.start()
        return FeatureEntry(viewController: profile.rootViewController, flow: profile)
    }
}
