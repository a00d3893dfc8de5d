/// Every transition the Profile screen can ask for.
enum ProfileRoute: Equatable {
    /// The sheet asking to confirm logging out.
    case logoutConfirmation
    /// The edit-profile flow, run by App.
    case editProfile
    /// The report-a-problem flow, run by App.
    case reportProblem
}
