import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error, written so that a failure is an error to report, never a crash.
public enum StandardOutput {
    /// Whether file descriptor 1 is open; when it is closed, the next file opened would take its
    /// number and receive the output, so depgraph refuses to start instead.
    public static var isOpen: Bool { fcntl(STDOUT_FILENO, F_GETFD) != -1 }

    /// Makes a write to a closed pipe fail with `EPIPE` instead of ending the process by signal.
    public static func reportBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Writes to standard output; a full disk, a closed descriptor or a broken pipe is thrown.
    public static func write(_ data: Data) throws(DepgraphError) {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            throw .outputFailed(detail: describe(error))
        }
    }

    /// Writes to standard error; there is nowhere left to report a failure, so it is ignored.
    public static func writeError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
            return String(cString: message)
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code))
        {
            return String(cString: message)
        }
        return nsError.localizedDescription
    }
}
