/// A change a person makes to the session, named for the message when it cannot be saved.
enum SessionChange: Equatable {
    case logIn
    case logOut
    case updateProfile
    case keepReport
    case addBookmark
    case removeBookmark
    case clear
}
