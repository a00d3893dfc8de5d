/// A change a person makes to the session, named for the message when it cannot be saved.
public enum SessionChange: Equatable, Sendable {
    /// Logging in.
    case logIn
    /// Logging out.
    case logOut
    /// Changing the name and email.
    case updateProfile
    /// Keeping a problem report.
    case keepReport
    /// Saving a bookmark.
    case addBookmark
    /// Removing a bookmark.
    case removeBookmark
    /// Forgetting everything stored.
    case clear
}
