import Foundation
import Testing

@testable import DependencyGraph

/// These tests run SwiftPM on a tiny package (a few seconds each), so they are kept few.
@Suite(.serialized) struct NestedSwiftPMTests {
    @Test func describingAPackageLeavesNothingInTheTemporaryFolder() throws {
        guard let executable = BuiltTool.executable else { return }
        let package = try TemporaryFolder.package("tiny")
        defer { package.remove() }
        let temporary = try TemporaryFolder("tmpdir")
        defer { temporary.remove() }
        let result = try BuiltTool.run(
            script: #"exec "$0" --no-cache --package-path "$TINY""#,
            executable: executable,
            environment: ["TMPDIR": temporary.path, "TINY": package.path]
        )
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func aManifestThatDoesNotCompileIsAToolErrorAndLeavesNothingBehind() throws {
        guard let executable = BuiltTool.executable else { return }
        let package = try TemporaryFolder.package("broken", manifest: "// swift-tools-version: 6.0\nlet package = \n")
        defer { package.remove() }
        let temporary = try TemporaryFolder("tmpdir")
        defer { temporary.remove() }
        let result = try BuiltTool.run(
            script: #"exec "$0" lint --no-cache --package-path "$TINY""#,
            executable: executable,
            environment: ["TMPDIR": temporary.path, "TINY": package.path]
        )
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("depgraph: \(package.path)/Package.swift: SwiftPM could not load the manifest"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func aSecondRunReadsTheKeptDescriptionWithoutStartingSwiftPM() throws {
        let package = try TemporaryFolder.package("cached")
        defer { package.remove() }
        let log = package.path + "/swift-calls.log"
        try package.write("#!/bin/sh\necho \"$*\" >> '\(log)'\nexec swift \"$@\"\n", to: "bin/swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: package.path + "/bin/swift")
        let swift = package.path + "/bin/swift"
        func calls() -> Int {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        }

        let first = try PackageLoader.load(packagePath: package.path, swift: swift)
        let afterFirst = calls()
        #expect(afterFirst > 0)
        #expect(first.targets.first { $0.name == "Core" }?.defines == ["TINY_FEATURE"])

        let second = try PackageLoader.load(packagePath: package.path, swift: swift)
        #expect(calls() == afterFirst, "the second run started SwiftPM")
        #expect(second == first)

        try package.write("public let more = 2\n", to: "Sources/Core/More.swift")
        let third = try PackageLoader.load(packagePath: package.path, swift: swift)
        #expect(calls() > afterFirst, "a new source file must refresh the description")
        #expect(third.targets.first { $0.name == "Core" }?.sources.sorted() == ["Core.swift", "More.swift"])

        let afterThird = calls()
        try package.write(TemporaryFolder.manifest + "\n// changed\n", to: "Package.swift")
        _ = try PackageLoader.load(packagePath: package.path, swift: swift)
        #expect(calls() > afterThird, "a changed manifest must refresh the description")

        let afterManifest = calls()
        _ = try PackageLoader.load(packagePath: package.path, swift: swift)
        #expect(calls() == afterManifest)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: swift)
        _ = try PackageLoader.load(packagePath: package.path, swift: swift)
        #expect(calls() > afterManifest, "a changed toolchain must refresh the description")
    }
}
