/// Why a tab operation was refused.
public enum TabBarError: Error, Equatable, CustomStringConvertible {
    /// There is no tab at that index.
    case indexOutOfRange(Int, count: Int)
    /// The controller already belongs to another container, window or presentation.
    case alreadyInContainer(String)
    /// The same controller was given for two tabs; `index` is the second one.
    case duplicate(String, index: Int)
    /// The controller is this tab bar controller or holds it, so the tabs would contain themselves.
    case containsThisTabBar(String)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .indexOutOfRange(index, count):
            "there is no tab \(index): the tab bar has \(count) tabs"
        case let .alreadyInContainer(name):
            "cannot add \(name) as a tab: it already belongs to another container, window or presentation"
        case let .duplicate(name, index):
            "cannot add \(name) as tab \(index): the same controller is already an earlier tab"
        case let .containsThisTabBar(name):
            "cannot add \(name) as a tab: it is or holds this tab bar controller"
        }
    }
}
