import Foundation

/// Where the session is persisted, checked before UserDefaults sees it: on Linux,
/// `UserDefaults(suiteName:)` silently ignores a file it cannot parse, so corruption has to
/// be caught here or a damaged session would quietly vanish.
struct StateFile {
    /// What the check found.
    enum Condition: Equatable {
        /// Missing (a fresh start) or a readable property list.
        case usable
        /// Unreadable content that was moved aside; the session starts logged out.
        case movedAside(to: String, reason: String)
        /// The location cannot be used at all; the session lives in memory only.
        case unusable(reason: String)
    }

    /// The `.plist` file UserDefaults writes.
    let fileURL: URL
    /// The suite name UserDefaults is given: the file's path without `.plist`.
    var suiteName: String { fileURL.deletingPathExtension().path }

    /// A state file at `path` (relative paths are resolved against the working directory);
    /// `.plist` is added when missing, as UserDefaults would.
    init(path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let base = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL
        fileURL = base.pathExtension == "plist" ? base : base.appendingPathExtension("plist")
    }

    /// The default location: the user's temporary-state folder, outside the working tree.
    static var defaultLocation: StateFile {
        let directory = FileManager.default.temporaryDirectory
        return StateFile(path: directory.appendingPathComponent(AppConfiguration.defaultStateFileName).path)
    }

    /// Checks the file and moves a corrupt one aside. Never deletes anything.
    func prepare(now: Date = Date()) -> Condition {
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
            return .usable
        }
        if isDirectory.boolValue {
            return .unusable(reason: "\(fileURL.path) is a directory, not a state file")
        }
        guard let data = manager.contents(atPath: fileURL.path) else {
            return .unusable(reason: "\(fileURL.path) cannot be read")
        }
        if let problem = Self.problem(with: data) {
            return moveAside(reason: problem, now: now)
        }
        guard manager.isWritableFile(atPath: fileURL.path) else {
            return .unusable(reason: "\(fileURL.path) is not writable")
        }
        return .usable
    }

    /// Why `data` is not a session property list, or `nil` when it is one.
    static func problem(with data: Data) -> String? {
        guard !data.isEmpty else { return "the file is empty" }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            return "it is not a property list"
        }
        guard let dictionary = root as? [String: Any] else {
            return "it is not a dictionary of settings"
        }
        if let session = dictionary[UserDefaultsSessionStore.sessionKey] {
            guard let fields = session as? [String: Any], SessionState(propertyList: fields) != nil else {
                return "the saved session has fields of the wrong type"
            }
        }
        return nil
    }

    /// Replaces the file with `contents` as an XML property list: written to a temporary file
    /// beside it (owner-only permissions, as UserDefaults creates it), then renamed over it,
    /// so the file on disk is always either the old session or the new one.
    func writeAtomically(_ contents: [String: Any]) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: contents, format: .xml, options: 0)
        let temporary = fileURL.deletingLastPathComponent()
            .appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            if rename(temporary.path, fileURL.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: fileURL.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private func moveAside(reason: String, now: Date) -> Condition {
        let stamp = Int(now.timeIntervalSince1970)
        var destination = fileURL.appendingPathExtension("corrupt-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = fileURL.appendingPathExtension("corrupt-\(stamp)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: fileURL, to: destination)
        } catch {
            return .unusable(reason: "\(fileURL.path) is unreadable (\(reason)) and could not be moved aside")
        }
        return .movedAside(to: destination.path, reason: reason)
    }
}
