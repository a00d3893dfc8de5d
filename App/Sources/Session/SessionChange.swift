/// A change a person makes to the session, named for the message when it cannot be saved.
enum SessionChange: Equatable {
    case logIn
    case logOut
    case updateProfile
    case keepReport
    case addBookmark
    case removeBookmark
    case clear

    /// What the person tried, after "Could not".
    var attempt: String {
        switch self {
        case .logIn: "log in"
        case .logOut: "log out"
        case .updateProfile: "save the profile"
        case .keepReport: "keep the report"
        case .addBookmark: "save the bookmark"
        case .removeBookmark: "remove the bookmark"
        case .clear: "clear the session"
        }
    }

    /// What is true now that the change was undone.
    var outcome: String {
        switch self {
        case .logIn: "You are still logged out."
        case .logOut: "You are still logged in."
        case .updateProfile: "The name and email are as they were."
        case .keepReport: "The report was not kept."
        case .addBookmark: "The item is not bookmarked."
        case .removeBookmark: "The bookmark is still saved."
        case .clear: "The saved session is as it was."
        }
    }
}
