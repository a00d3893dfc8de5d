import Foundation

/// Checks a folder the app is asked to write into before any work is done, and words file
/// system errors for a person instead of printing Foundation's error dump.
enum OutputFolder {
    /// Creates `folder` (and its parents) when missing; a sentence saying why it cannot be
    /// used, or `nil` when it is ready.
    static func problem(creating folder: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                return "'\(folder.path)' is a file, not a folder; give a folder path (it is created if missing)"
            }
            guard FileManager.default.isWritableFile(atPath: folder.path) else {
                return "'\(folder.path)' is a folder this user cannot write into"
            }
            return nil
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return nil
        } catch {
            return "cannot create the folder '\(folder.path)': \(reason(for: error))"
        }
    }

    /// The operating system's own words for a file system error when it has them (`Not a
    /// directory`, `Permission denied`), else the error's description.
    static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(nsError.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            return reason(for: underlying)
        }
        if let path = nsError.userInfo[NSFilePathErrorKey] as? String {
            return "'\(path)': \(nsError.localizedFailureReason ?? "the file system refused the operation")"
        }
        return nsError.localizedDescription
    }
}
