import Foundation

/// Where the session is persisted: a property-list file the store reads once at launch and
/// replaces whole on every change.
struct StateFile {
    /// What opening the file found.
    enum Condition: Equatable {
        /// Missing (a fresh start, the empty session) or a readable session.
        case usable(SessionState)
        /// Unreadable content that was moved aside; the session starts logged out.
        case movedAside(to: String, reason: String)
        /// The location cannot be used at all; the session lives in memory only.
        case unusable(reason: String)
    }

    /// The state file.
    let fileURL: URL
    /// How each write replaces it.
    private let replacement: FileReplacement

    /// A state file at `path` (relative paths are resolved against the working directory);
    /// `.plist` is added when missing, as the UserDefaults-based store of earlier builds did,
    /// so scripts that name `--state /tmp/session` keep finding `/tmp/session.plist`.
    init(path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let base = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL
        fileURL = base.pathExtension == "plist" ? base : base.appendingPathExtension("plist")
        replacement = FileReplacement(fileURL)
    }

    /// The default location of `configuration`'s session: the user's temporary-state folder,
    /// outside the working tree.
    static func defaultLocation(for configuration: AppConfiguration) -> StateFile {
        let directory = FileManager.default.temporaryDirectory
        return StateFile(path: directory.appendingPathComponent(configuration.defaultStateFileName).path)
    }

    /// Reads the session, moving a file that cannot be read aside. Never deletes anything.
    func read(now: Date = Date()) -> Condition {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let parent = fileURL.deletingLastPathComponent()
        guard manager.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) else {
            do {
                try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                return .unusable(reason: "cannot create the folder \(parent.path): \(error.localizedDescription)")
            }
            guard manager.isWritableFile(atPath: parent.path) else {
                return .unusable(reason: "the folder \(parent.path) is not writable")
            }
            return .usable(.empty)
        }
        if isDirectory.boolValue {
            return .unusable(reason: "\(fileURL.path) is a directory, not a state file")
        }
        guard let data = manager.contents(atPath: fileURL.path) else {
            return .unusable(reason: "\(fileURL.path) cannot be read")
        }
        let state: SessionState
        do {
            state = try SessionPropertyList.decode(data)
        } catch {
            return moveAside(reason: error.description, now: now)
        }
        // A file made read-only says "do not change this"; and each write renames another file
        // into the folder, so the folder must be writable as well.
        guard manager.isWritableFile(atPath: fileURL.path) else {
            return .unusable(reason: "\(fileURL.path) is not writable")
        }
        guard manager.isWritableFile(atPath: parent.path) else {
            return .unusable(reason: "the folder \(parent.path) is not writable")
        }
        return .usable(state)
    }

    /// Replaces the file with `state`: written to another file beside it, readable by its owner
    /// only, then renamed over it, so the file on disk is always the old session or the new
    /// one, whole, and a reader that opened the old file keeps reading the old session.
    func write(_ state: SessionState) throws(FileReplacement.Failure) {
        try replacement.replace(with: SessionPropertyList.encode(state))
    }

    private func moveAside(reason: String, now: Date) -> Condition {
        let stamp = Int(now.timeIntervalSince1970)
        var destination = fileURL.appendingPathExtension("corrupt-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = fileURL.appendingPathExtension("corrupt-\(stamp)-\(attempt)")
        }
        // It holds whatever the person's session held: owner-only, like the state file, before
        // it takes a name nothing will ever write over.
        chmod(fileURL.path, 0o600)
        do {
            try FileManager.default.moveItem(at: fileURL, to: destination)
        } catch {
            return .unusable(reason: "\(fileURL.path) is unreadable (\(reason)) and could not be moved aside")
        }
        return .movedAside(to: destination.path, reason: reason)
    }
}
