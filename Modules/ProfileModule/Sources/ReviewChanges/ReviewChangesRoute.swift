/// Every transition Review changes can ask for.
enum ReviewChangesRoute: Equatable {
    /// Back to the screen the journey started from, the changes saved.
    case backToProfile
}
