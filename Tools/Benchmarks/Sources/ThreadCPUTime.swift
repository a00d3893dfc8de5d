import Foundation

/// The processor time the calling thread has used. On a machine shared with other work,
/// wall time also counts the time spent waiting for a core; this does not, so it measures
/// what the code itself costs.
enum ThreadCPUTime {
    /// Seconds of processor time used by this thread so far.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The median processor time per operation over `samples` samples of `iterations` runs,
    /// after one warm-up sample.
    static func median(samples: Int = 7, iterations: Int, _ operation: () throws -> Void) rethrows -> Double {
        var perOperation: [Double] = []
        for sample in 0...samples {
            let start = now()
            for _ in 0..<iterations { try operation() }
            if sample > 0 { perOperation.append((now() - start) / Double(iterations)) }
        }
        return Stopwatch.median(perOperation)
    }
}
