import Foundation
import HeadlessStrings

/// The system's reasons a state file fails for, in the app's language. The C library words an
/// error number in the process's locale, which is not the language the person chose in the app;
/// the numbers a file or folder fails with are worded from the catalogue instead, in English as
/// the C library words them, and any other number is named with the C library's own words.
nonisolated enum SystemErrorWords {
    /// The reason for the error number `code`, as `strings` word it.
    static func reason(_ code: Int32, in strings: LocalizedStrings) -> String {
        switch code {
        case EPERM: strings.localized("system.EPERM")
        case ENOENT: strings.localized("system.ENOENT")
        case EIO: strings.localized("system.EIO")
        case EACCES: strings.localized("system.EACCES")
        case EEXIST: strings.localized("system.EEXIST")
        case ENOTDIR: strings.localized("system.ENOTDIR")
        case EISDIR: strings.localized("system.EISDIR")
        case ENFILE: strings.localized("system.ENFILE")
        case EMFILE: strings.localized("system.EMFILE")
        case ENOSPC: strings.localized("system.ENOSPC")
        case EROFS: strings.localized("system.EROFS")
        case ENAMETOOLONG: strings.localized("system.ENAMETOOLONG")
        case ELOOP: strings.localized("system.ELOOP")
        case EDQUOT: strings.localized("system.EDQUOT")
        case EBUSY: strings.localized("system.EBUSY")
        case EWOULDBLOCK: strings.localized("system.EWOULDBLOCK")
        default: strings.localized("system.other", .text("\(code)"), .text(String(cString: strerror(code))))
        }
    }

    /// The error numbers worded from the catalogue.
    static let worded: [Int32] = [
        EPERM, ENOENT, EIO, EACCES, EEXIST, ENOTDIR, EISDIR, ENFILE, EMFILE, ENOSPC, EROFS, ENAMETOOLONG, ELOOP,
        EDQUOT, EBUSY, EWOULDBLOCK,
    ]
}
