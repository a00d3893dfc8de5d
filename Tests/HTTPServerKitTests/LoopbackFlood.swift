import Foundation
import Glibc
import Synchronization

/// Many connections from one other program, kept open for as long as the flood runs: each one
/// the server closes is opened again at once and sends `opening` again (nothing, part of a
/// request, or a whole one), as a program that wants every slot of the server would.
final class LoopbackFlood: Sendable {
    private let running = Atomic<Bool>(true)
    private let ended = DispatchSemaphore(value: 0)
    /// How many connections were opened in all, the first ones included.
    let openings = Atomic<Int>(0)

    /// Opens `count` connections to `port`, each sending `opening`, and keeps them open on a
    /// thread of its own until `stop()`.
    init(port: UInt16, count: Int, opening: String) throws {
        let first = try (0..<count).map { _ in try LoopbackClient(port: port) }
        for socket in first { socket.send(opening) }
        openings.add(count, ordering: .relaxed)
        Thread { [self] in
            keepOpen(first, port: port, opening: opening)
            ended.signal()
        }.start()
    }

    /// Stops opening connections and closes those open.
    func stop() {
        running.store(false, ordering: .relaxed)
        ended.wait()
    }

    private func keepOpen(_ first: [LoopbackClient], port: UInt16, opening: String) {
        var sockets = first
        while running.load(ordering: .relaxed) {
            var pollers = sockets.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            guard poll(&pollers, nfds_t(pollers.count), 20) > 0 else { continue }
            for index in sockets.indices where pollers[index].revents != 0 {
                // Whatever the server answered is read and dropped; a closed one is opened again.
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = chunk.withUnsafeMutableBytes { recv(sockets[index].socket, $0.baseAddress, $0.count, 0) }
                guard count <= 0 else { continue }
                sockets[index].close()
                guard let again = try? LoopbackClient(port: port) else { continue }
                again.send(opening)
                sockets[index] = again
                openings.add(1, ordering: .relaxed)
            }
        }
        for socket in sockets { socket.close() }
    }
}
