import Foundation

/// Times PyYAML's C loader (`yaml.load_all` with `CSafeLoader`) over bytes, inside one
/// `python3` process, so that the interpreter's start is not part of the figure.
enum PyYAMLTiming {
    private static let script = """
        import sys, time, yaml
        data = open(sys.argv[1], 'rb').read()
        samples = int(sys.argv[2])
        def once():
            for _ in yaml.load_all(data, Loader=yaml.CSafeLoader):
                pass
        once()
        times = []
        for _ in range(samples):
            start = time.perf_counter()
            once()
            times.append(time.perf_counter() - start)
        times.sort()
        print(len(data) / 1048576 / times[len(times) // 2])
        """

    /// The median MB/s over `samples` passes, or `nil` when python3, PyYAML or its C loader
    /// is missing or the bytes are refused.
    static func megabytesPerSecond(of bytes: [UInt8], samples: Int) -> Double? {
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("yaml-bench-\(ProcessInfo.processInfo.processIdentifier).yaml")
        defer { try? FileManager.default.removeItem(at: input) }
        guard (try? Data(bytes).write(to: input)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, input.path, String(samples)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
