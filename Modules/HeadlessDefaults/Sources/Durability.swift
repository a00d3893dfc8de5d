/// How hard a change to the state file works to survive the machine stopping, as SQLite's
/// `synchronous` setting does. Either way a crash of the app itself loses nothing: the file
/// is replaced by a rename, whole.
public enum Durability: String, Equatable, Sendable, CaseIterable {
    /// The new file's data is flushed (`fsync`) before it takes the state file's name, and the
    /// folder after, before the old file is emptied: after a power cut the state file is the
    /// old session or the new one. Costs two flushes a change. The default wherever a person
    /// keeps their session.
    case full
    /// No flush: a power cut in the seconds before the kernel writes the data back can leave
    /// the state file empty (it is then set aside with the notice). For scratch state files:
    /// the flows of `App test`, the benchmarks.
    case relaxed
}
