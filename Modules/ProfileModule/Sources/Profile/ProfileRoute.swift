/// Every transition the Profile screen can ask for.
enum ProfileRoute: Equatable {
    /// The sheet asking to confirm logging out.
    case logoutConfirmation
    /// The Edit profile journey, pushed on Profile's stack.
    case editProfile
    /// The Report a problem journey, presented as a sheet.
    case reportProblem
}
