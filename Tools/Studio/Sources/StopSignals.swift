import Dispatch
import Glibc

/// Turns SIGINT (Ctrl-C) and SIGTERM into a call of `onStop` on a background queue, instead of
/// ending the process at once, so the studio can stop its server and return like any command.
final class StopSignals {
    private let sources: [any DispatchSourceSignal]

    init(onStop: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: onStop)
            source.resume()
            return source
        }
    }

    /// Gives both signals back their default action.
    func restore() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
