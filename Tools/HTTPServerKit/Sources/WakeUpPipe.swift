import Glibc

/// A pipe that wakes a thread polling its reading end beside its sockets: a byte written says
/// "look again". Both ends are non-blocking, so waking never waits and draining never blocks.
struct WakeUpPipe: Sendable {
    /// The end to poll; -1 when the process had no descriptors left for a pipe.
    let reader: Int32
    private let writer: Int32

    /// A new pipe, or one whose ends are -1 when none could be made (`isOpen` is then false).
    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        reader = ends[0]
        writer = ends[1]
    }

    /// Whether the pipe was made.
    var isOpen: Bool { reader >= 0 }

    /// Wakes the polling thread.
    func wake() {
        guard writer >= 0 else { return }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up: nothing is lost when this one is not written.
        _ = Glibc.write(writer, &byte, 1)
    }

    /// Reads the wake-ups written so far, so that the next poll waits for a new one.
    func drain() {
        guard reader >= 0 else { return }
        // The pipe holds at most 64 KiB: sixteen reads empty it, unless wake-ups keep coming,
        // and then the next round reads them.
        var bytes = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<16 {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(reader, $0.baseAddress, $0.count) }
            if count <= 0 { return }
        }
    }

    /// Closes both ends; called once, when no thread can wake or poll it any more.
    func close() {
        if reader >= 0 { Glibc.close(reader) }
        if writer >= 0 { Glibc.close(writer) }
    }
}
