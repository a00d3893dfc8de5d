import Foundation
import HeadlessDefaults
import SessionStore

/// A temporary folder of state files, one per app launched in it (a tour, a benchmark) or one
/// shared by apps that run one after another and is emptied for each (the flows of a suite),
/// removed with everything in it when the folder is let go: runs never see each other's
/// sessions or a person's own.
public final class TemporaryStateFolder {
    /// The folder.
    public let url: URL
    private var counter = 0

    /// A folder of its own under the system's temporary folder, made when a state file is first
    /// written there.
    public init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("headless-example-\(UUID().uuidString)", isDirectory: true)
    }

    /// A state file path nothing else in this folder uses.
    public func nextStatePath() -> String {
        counter += 1
        return url.appendingPathComponent("state-\(counter).plist").path
    }

    /// The folder's one state file for apps that run one after another.
    public var sharedStatePath: String { url.appendingPathComponent("shared.plist").path }

    /// The folder's one state file for apps that run one after another (the flows of a
    /// suite), emptied for the next: each starts from an empty session, as on a new file,
    /// without a new file for each.
    ///
    /// The state is scratch, so by default the emptying does not flush.
    ///
    /// - Parameter fileSystem: The calls the emptying makes (a benchmark counts them).
    /// - Throws: `StateFileReason` when the file cannot be read or emptied; a flow must not
    ///   start from the session the previous one left.
    public func emptiedSharedStatePath(
        durability: Durability = .relaxed, fileSystem: any StateFileSystem = PosixStateFileSystem()
    ) throws(StateFileReason) -> String {
        let path = sharedStatePath
        let file = StateFile(path: path, durability: durability, fileSystem: fileSystem)
        switch file.read() {
        case let .usable(state):
            guard state != .empty else { break }
            do throws(StateFileError) {
                try file.write(.empty)
            } catch {
                throw .file(error)
            }
        case .movedAside, .removed: break
        case let .unusable(reason): throw reason
        }
        return path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
