import Foundation

/// Collects benchmark lines and checks each figure against its target.
final class BenchmarkReport {
    private(set) var missedTargets: [String] = []
    private let write: (String) -> Void

    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Starts a section.
    func section(_ title: String) {
        write("")
        write("== \(title)")
    }

    /// Reports a rate that should be at least `target` per second.
    func rate(_ name: String, _ measurement: Stopwatch.Measurement, unit: String, atLeast target: Double) {
        let rate = measurement.operationsPerSecond
        record(
            String(
                format: "%@: %.0f %@/s median (%.2f µs each; target ≥ %.0f/s)", name, rate, unit,
                measurement.microseconds, target),
            met: rate >= target)
    }

    /// Reports a duration that should be at most `target` microseconds.
    func duration(_ name: String, microseconds: Double, atMost target: Double) {
        record(
            String(format: "%@: %.1f µs median (target < %.0f µs)", name, microseconds, target),
            met: microseconds < target)
    }

    /// Reports a duration that should be at most `target` milliseconds.
    func duration(_ name: String, milliseconds: Double, atMost target: Double) {
        record(
            String(format: "%@: %.2f ms median (target < %.0f ms)", name, milliseconds, target),
            met: milliseconds < target)
    }

    /// Reports a plain fact, or one checked by `met`.
    func record(_ line: String, met: Bool = true) {
        let marked = met ? line : line + "  ← MISSED"
        if !met { missedTargets.append(line) }
        write(marked)
    }
}
