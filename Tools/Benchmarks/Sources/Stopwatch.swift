/// Times repeated work and reports medians, which a noisy shared machine distorts least.
enum Stopwatch {
    /// One measurement: the median over samples, per operation.
    struct Measurement {
        /// Median seconds per operation.
        let secondsPerOperation: Double
        /// Operations per second at the median.
        var operationsPerSecond: Double { 1 / secondsPerOperation }
        /// Median microseconds per operation.
        var microseconds: Double { secondsPerOperation * 1_000_000 }
        /// Median milliseconds per operation.
        var milliseconds: Double { secondsPerOperation * 1_000 }
    }

    /// Runs `operation` `iterations` times per sample, `samples` times, after one warm-up sample.
    static func measure(samples: Int = 7, iterations: Int, _ operation: () throws -> Void) rethrows -> Measurement {
        let clock = ContinuousClock()
        var perOperation: [Double] = []
        for sample in 0...samples {
            let elapsed = try clock.measure {
                for _ in 0..<iterations { try operation() }
            }
            // Sample 0 warms caches and lazily loaded resources; it is not counted.
            if sample > 0 { perOperation.append(elapsed.seconds / Double(iterations)) }
        }
        return Measurement(secondsPerOperation: median(perOperation))
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
