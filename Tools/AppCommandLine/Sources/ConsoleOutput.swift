import Foundation

/// Standard output and standard error of the process, written unbuffered so that piped runs
/// keep screens and notices in the order they happened.
///
/// A write to standard output can fail (a full disk, `> /dev/full`, a closed descriptor). The
/// first failure is reported once on standard error and later output is dropped; the exit
/// status then says the run did not do its job, instead of the process crashing.
final class ConsoleOutput {
    private let outputDescriptor: Int32
    private let errorDescriptor: Int32

    /// Why standard output could not be written, once it could not.
    private(set) var outputFailure: String?

    /// Writes to the given descriptors (the process's own by default).
    init(outputDescriptor: Int32 = STDOUT_FILENO, errorDescriptor: Int32 = STDERR_FILENO) {
        self.outputDescriptor = outputDescriptor
        self.errorDescriptor = errorDescriptor
    }

    /// Prepares the process's own descriptors before anything else opens a file: a closed
    /// standard output or error is pointed at `/dev/null`, so the next file the app opens (the
    /// session state) cannot take its number and receive the screens, and a closed standard
    /// output counts as failed from the start.
    func claimClosedStandardDescriptors() {
        for descriptor in [outputDescriptor, errorDescriptor] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_WRONLY)
            guard null >= 0 else { continue }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == outputDescriptor { outputFailure = "standard output is closed" }
        }
        if let outputFailure { reportOutputFailure(outputFailure) }
    }

    /// Writes `line` and a line break to standard output; does nothing once a write failed.
    func writeOutput(_ line: String) {
        guard outputFailure == nil else { return }
        if let reason = Self.writeAll(line + "\n", to: outputDescriptor) {
            outputFailure = reason
            reportOutputFailure(reason)
        }
    }

    /// Writes `line` and a line break to standard error. A failure here has nowhere left to be
    /// reported, so it is ignored.
    func writeError(_ line: String) {
        _ = Self.writeAll(line + "\n", to: errorDescriptor)
    }

    /// The status to exit with: the command's own, or 1 when its output was lost and the
    /// command would otherwise have reported success.
    func exitStatus(for commandStatus: Int32) -> Int32 {
        outputFailure != nil && commandStatus == 0 ? 1 : commandStatus
    }

    private func reportOutputFailure(_ reason: String) {
        writeError("error: cannot write to standard output: \(reason)")
    }

    /// Writes all of `text`, retrying after interruptions and short writes; the reason for a
    /// failure, or `nil` on success.
    private static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return write(descriptor, start + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += result
        }
        return nil
    }
}
