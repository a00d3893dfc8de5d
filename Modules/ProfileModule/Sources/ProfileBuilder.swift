import NavigationKit

/// The Profile module's only entry point: the account screen, from which the module's own
/// journeys (Edit profile, Report a problem) start.
public enum ProfileBuilder {
    /// The account screen, to be shown on the stack `dependencies.router` drives; its journeys
    /// push and present through that Router.
    /// No deep link reaches inside the module. The route it saves is the journey under way with
    /// what was typed into it (a `Route`); restoring one starts that journey again with its draft.
    public static func build(dependencies: ProfileDependencies) -> FeatureEntry<Never, Never> {
        // The module's coordinator owns the Profile screen and its journeys; the coordinator
        // that shows the module keeps it as a child.
        let profile = ProfileJourneys(dependencies: dependencies)
        profile.start()
        return FeatureEntry(
            viewController: profile.rootViewController, flow: profile,
            route: { [weak profile] in profile?.savedRoute() },
            restore: { [weak profile] in profile?.restore($0) })
    }
}

extension ProfileBuilder {
    /// Where a person is in the module, as it is saved across launches: a journey under way and
    /// what was typed into it, never sent.
    public enum Route: Equatable, Codable {
        /// Report a problem, with the report as typed so far.
        case reportProblem(draft: String)
        /// Edit profile, with the name and email as typed so far.
        case editProfile(name: String, email: String)
    }
}
