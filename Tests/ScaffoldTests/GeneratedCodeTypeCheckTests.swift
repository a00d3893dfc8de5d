import Foundation
import Testing

@testable import scaffold

/// The generated module and its tests type-check against the modules this test run was built
/// with: a few seconds of `swiftc -typecheck`, not a nested build of the package.
@Suite struct GeneratedCodeTypeCheckTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of built modules: beside the test binary, else `.build/debug/Modules`.
    private static var builtModules: String {
        let binaryFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let beside = binaryFolder.appendingPathComponent("Modules").path
        if FileManager.default.fileExists(atPath: beside) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/Modules").path
    }

    /// The settings every feature and its tests compile with (Package.swift's `mainActorSettings`).
    private static let featureFlags = [
        "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny", "-default-isolation", "MainActor",
    ]

    private func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theGeneratedModuleAndItsTestsTypeCheck() throws {
        let modules = Self.builtModules
        guard FileManager.default.fileExists(atPath: modules + "/TestSupport.swiftmodule") else {
            print("skipped: no built TestSupport module under \(modules); build the tests first")
            return
        }
        // A name no real module has, so the built modules cannot stand in for the generated one.
        let name = try FeatureName("ScaffoldProbe")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        var tests: [String] = []
        for (path, text) in FeatureTemplates(name: name).files where path.hasSuffix(".swift") {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            if path.hasPrefix("Tests/") { tests.append(file.path) } else { sources.append(file.path) }
        }
        let emitted = folder.appendingPathComponent("Modules").path
        try FileManager.default.createDirectory(atPath: emitted, withIntermediateDirectories: true)
        let module = try swiftc(
            ["-emit-module", "-enable-testing", "-module-name", name.module, "-I", modules]
                + ["-emit-module-path", emitted + "/\(name.module).swiftmodule"] + Self.featureFlags + sources)
        #expect(module.status == 0, "\(module.output)")
        let testCheck = try swiftc(
            ["-typecheck", "-module-name", name.testTarget, "-I", emitted, "-I", modules] + Self.featureFlags + tests)
        #expect(testCheck.status == 0, "\(testCheck.output)")
    }
}
