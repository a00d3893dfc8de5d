import Foundation

/// The process's resident memory, read from `/proc/self/status` (Linux).
enum ResidentMemory {
    /// Resident set size in bytes; `nil` where `/proc` is not available.
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return kilobytes.map { $0 * 1_024 }
    }

    /// Bytes as mebibytes with one decimal.
    static func format(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
