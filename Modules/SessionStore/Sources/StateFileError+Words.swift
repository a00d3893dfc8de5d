import Foundation
import HeadlessDefaults
import HeadlessStrings

nonisolated extension StateFileError {
    /// The error as `strings` word it: the problem naming the path, then the system's reason
    /// after a colon when a call failed. In English it reads as `description` does.
    func message(in strings: LocalizedStrings) -> String {
        let line = problemLine(in: strings)
        guard let systemError else { return line }
        return strings.localized(
            "state.systemReason", .text(line), .text(SystemErrorWords.reason(systemError, in: strings)))
    }

    private func problemLine(in strings: LocalizedStrings) -> String {
        let path = LocalizedArgument.text(path)
        return switch problem {
        case .cannotCreateFolder: strings.localized("state.cannotCreateFolder", path)
        case .cannotOpenFolder: strings.localized("state.cannotOpenFolder", path)
        case .folderIsSymbolicLink: strings.localized("state.folderIsSymbolicLink", path)
        case .cannotInspectFolder: strings.localized("state.cannotInspectFolder", path)
        case let .folderOfAnotherUser(uid): strings.localized("state.folderOfAnotherUser", path, .text("\(uid)"))
        case .cannotNarrowFolder: strings.localized("state.cannotNarrowFolder", path)
        case .folderNotWritable: strings.localized("state.folderNotWritable", path)
        case .cannotLockFolder: strings.localized("state.cannotLockFolder", path)
        case let .lockHeld(seconds): strings.localized("state.lockHeld", path, .text("\(seconds)"))
        case .fileIsSymbolicLink: strings.localized("state.fileIsSymbolicLink", path)
        case .cannotRead: strings.localized("state.cannotRead", path)
        case .isDirectory: strings.localized("state.isDirectory", path)
        case .notRegularFile: strings.localized("state.notRegularFile", path)
        case let .fileOfAnotherUser(uid): strings.localized("state.fileOfAnotherUser", path, .text("\(uid)"))
        case let .tooLarge(mebibytes, limit):
            strings.localized("state.tooLarge", path, .text("\(mebibytes)"), .text("\(limit)"))
        case let .grewWhileRead(limit): strings.localized("state.grewWhileRead", path, .text("\(limit)"))
        case .fileNotWritable: strings.localized("state.fileNotWritable", path)
        case .cannotCreateFile: strings.localized("state.cannotCreateFile", path)
        case .cannotSetMode: strings.localized("state.cannotSetMode", path)
        case .cannotWrite: strings.localized("state.cannotWrite", path)
        case .cannotFlush: strings.localized("state.cannotFlush", path)
        case .cannotReplace: strings.localized("state.cannotReplace", path)
        case .cannotFlushFolder: strings.localized("state.cannotFlushFolder", path)
        }
    }
}
