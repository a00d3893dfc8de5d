/// Every transition Edit profile can ask for.
enum EditProfileRoute: Equatable {
    /// Review changes, showing the validated values before they are saved.
    case reviewChanges(ProfileChanges)
}
