import BookmarksModule
import ExploreModule
import HomeModule
import PreLoginModule
import ProfileModule

/// What App itself needs of the session: whether someone is logged in.
protocol SessionStoring: AnyObject {
    /// Whether a person is logged in.
    var isLoggedIn: Bool { get }
}

/// The one session type App hands around: every module's narrow protocol at once. Each module
/// declares what it needs; only App knows they are one object.
typealias AppSessionStoring = SessionStoring & PreLoginSessionStoring & HomeSessionStoring
    & ExploreSessionStoring & BookmarksSessionStoring & ProfileSessionStoring
