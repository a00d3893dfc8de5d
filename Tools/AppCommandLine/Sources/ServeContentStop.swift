import Dispatch
import Foundation
import Glibc

/// What ends `App serve-content`: standard input closing (a script that started it ends, or
/// Ctrl-D), SIGINT (Ctrl-C) or SIGTERM. The signals are caught from `init` on, before the
/// address is printed, rather than left to end the process, so that the server stops and the
/// command returns like any other.
nonisolated final class ServeContentStop {
    private let stopped = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    /// Catches SIGINT and SIGTERM until `wait(readingLinesWith:)` returns.
    init() {
        let stopped = self.stopped
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            return source
        }
    }

    /// Returns once `readLine` has returned `nil` or a stop signal came (also one that came
    /// before this call); the signals then have their default action again. Lines read are
    /// ignored.
    func wait(readingLinesWith readLine: @escaping () -> String?) {
        let reader = LineReader(read: readLine)
        let stopped = self.stopped
        // Reading blocks, so it has a thread of its own; after a signal it is left blocked, and
        // ends with the process.
        Thread {
            while reader.read() != nil {}
            stopped.signal()
        }.start()
        stopped.wait()
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// The line reader handed to the reading thread.
    private struct LineReader: @unchecked Sendable {
        // @unchecked: only the reading thread calls `read`, once the caller has handed it over
        // and while the caller waits.
        let read: () -> String?
    }
}
