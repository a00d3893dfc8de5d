import NavigationKit

/// Every place Edit profile can lead.
enum EditProfileRoute: Equatable {
    /// Review changes, showing the validated values before they are saved.
    case reviewChanges(ProfileChanges)
}

/// How Edit profile's view model asks for a route; it knows no screen and no Router.
protocol EditProfileRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when the screen cannot be pushed.
    func route(to route: EditProfileRoute) throws(RoutingError)
}

/// A validated name and email, on their way to being saved.
struct ProfileChanges: Equatable {
    /// The new display name, trimmed.
    let displayName: String
    /// The new email, trimmed.
    let email: String
}
