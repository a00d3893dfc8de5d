import Foundation

/// The user's own folder for state that outlives a run, as the XDG Base Directory
/// specification names it: `$XDG_STATE_HOME` when it is an absolute path, else
/// `~/.local/state`. Never the shared temporary folder, where another user could put a file or
/// a link under the name the app will open.
public enum StateHome {
    /// The folder, or `nil` when the environment gives no absolute home and the user database
    /// has none either.
    public static func folder(environment: [String: String]) -> String? {
        if let configured = environment["XDG_STATE_HOME"], configured.hasPrefix("/") { return configured }
        guard let home = homeFolder(environment: environment) else { return nil }
        return home + "/.local/state"
    }

    private static func homeFolder(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }
}
