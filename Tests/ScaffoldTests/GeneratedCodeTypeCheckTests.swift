import Foundation
import Testing

@testable import scaffold

/// The generated module, its tests and App with the module's loader type-check against the
/// modules this test run was built with: a few seconds of `swiftc -typecheck` each, not a nested
/// build of the package.
@Suite struct GeneratedCodeTypeCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of built modules: beside the test binary, else `.build/debug/Modules`.
    static var builtModules: String {
        let binaryFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let beside = binaryFolder.appendingPathComponent("Modules").path
        if FileManager.default.fileExists(atPath: beside) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/Modules").path
    }

    /// The settings every feature and its tests compile with (Package.swift's `mainActorSettings`).
    static let featureFlags = [
        "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny", "-default-isolation", "MainActor",
    ]

    func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
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

    @Test func theGeneratedModuleItsTestsAndAppWithItsLoaderTypeCheck() throws {
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
        // The module reads its String Catalog from `Bundle.module`, which SwiftPM declares in a
        // source it generates for a target with resources; this stands in for it.
        let bundleAccessor = folder.appendingPathComponent("resource_bundle_accessor.swift")
        try "import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n"
            .write(to: bundleAccessor, atomically: true, encoding: .utf8)
        sources.append(bundleAccessor.path)
        let emitted = folder.appendingPathComponent("Modules").path
        try FileManager.default.createDirectory(atPath: emitted, withIntermediateDirectories: true)
        let module = try swiftc(
            ["-emit-module", "-enable-testing", "-module-name", name.module, "-I", modules]
                + ["-emit-module-path", emitted + "/\(name.module).swiftmodule"] + Self.featureFlags + sources)
        #expect(module.status == 0, "\(module.output)")
        let testCheck = try swiftc(
            ["-typecheck", "-module-name", name.testTarget, "-I", emitted, "-I", modules] + Self.featureFlags + tests)
        #expect(testCheck.status == 0, "\(testCheck.output)")
        try expectAppTypeChecks(with: CompositionTemplates(name: name), emittedModules: emitted, in: folder)
    }

    /// App's sources, with the loader and the link coordinator the scaffold writes and the two
    /// files it edits, type-check with the generated module in `emittedModules` (App is compiled
    /// with the features' settings).
    private func expectAppTypeChecks(
        with composition: CompositionTemplates, emittedModules: String, in folder: URL
    ) throws {
        let modules = Self.builtModules
        // App reads its String Catalog from `Bundle.module`, which SwiftPM declares in a source it
        // generates beside the built module.
        let bundleAccessor = URL(fileURLWithPath: modules).deletingLastPathComponent()
            .appendingPathComponent("App.build/DerivedSources/resource_bundle_accessor.swift").path
        guard FileManager.default.fileExists(atPath: bundleAccessor) else {
            print("skipped App: no \(bundleAccessor); build the package first")
            return
        }
        // What App gets for the module: its loader and link coordinator, and two files edited.
        let link = LinkTemplates(name: composition.name)
        let root = Self.packageRoot
        let linked = try AppLinkEditor.addingLink(
            link,
            to: String(contentsOf: root.appendingPathComponent(AppLinkEditor.linkedFeaturesPath), encoding: .utf8),
            file: AppLinkEditor.linkedFeaturesPath)
        let session = try AppLinkEditor.addingSession(
            composition.name,
            to: String(contentsOf: root.appendingPathComponent(AppLinkEditor.sessionPath), encoding: .utf8),
            file: AppLinkEditor.sessionPath)
        var written: [String] = []
        for (path, text) in [
            (composition.path, composition.loader), (link.coordinatorPath, link.coordinatorSource),
            (AppLinkEditor.linkedFeaturesPath, linked), (AppLinkEditor.sessionPath, session),
        ] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            written.append(file.path)
        }
        let replaced = [AppLinkEditor.linkedFeaturesPath, AppLinkEditor.sessionPath].map {
            root.appendingPathComponent($0).path
        }
        let appSources = try swiftFiles(under: root.appendingPathComponent("App/Sources")).filter {
            !replaced.contains($0)
        }
        let appCheck = try swiftc(
            ["-typecheck", "-module-name", "App", "-I", emittedModules, "-I", modules] + Self.featureFlags
                + appSources + [bundleAccessor] + written)
        #expect(appCheck.status == 0, "\(appCheck.output)")
    }
}

extension GeneratedCodeTypeCheckTests {
    @Test func screensAddedToHomeTypeCheckWithTheModuleAndTheirTests() throws {
        let modules = Self.builtModules
        guard FileManager.default.fileExists(atPath: modules + "/TestSupport.swiftmodule") else {
            print("skipped: no built TestSupport module under \(modules); build the tests first")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = "Modules/HomeModule"
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.packageRoot.appendingPathComponent(module), to: folder.appendingPathComponent(module))
        // One screen without a route value and one with a number, the second reached from the first.
        let home = try FeatureName("Home")
        let plain = ScreenName(screen: try FeatureName("ScaffoldProbe"), feature: home, parent: home)
        let valued = ScreenName(
            screen: try FeatureName("ScaffoldProbeValue"), feature: home, parent: try FeatureName("ScaffoldProbe"),
            parameter: try RouteParameter("probeCount:Int"))
        let written = try [plain, valued].flatMap { name in
            try ScreenScaffold(name: name, packagePath: folder.path).write().files
        }
        // Home reads its String Catalog from `Bundle.module`, which SwiftPM declares in a source it
        // generates beside the built module.
        let bundleAccessor = URL(fileURLWithPath: modules).deletingLastPathComponent()
            .appendingPathComponent("HomeModule.build/DerivedSources/resource_bundle_accessor.swift").path
        let sources =
            try swiftFiles(under: folder.appendingPathComponent(module + "/Sources"))
            + (FileManager.default.fileExists(atPath: bundleAccessor) ? [bundleAccessor] : [])
        let tests = written.filter { $0.hasPrefix("Tests/") }.map { folder.appendingPathComponent($0).path }
        // The emitted module comes first on the search path, so it stands in for the built one.
        let emitted = folder.appendingPathComponent("Emitted").path
        try FileManager.default.createDirectory(atPath: emitted, withIntermediateDirectories: true)
        let moduleCheck = try swiftc(
            ["-emit-module", "-enable-testing", "-module-name", "HomeModule", "-I", modules]
                + ["-emit-module-path", emitted + "/HomeModule.swiftmodule"] + Self.featureFlags + sources)
        #expect(moduleCheck.status == 0, "\(moduleCheck.output)")
        let testCheck = try swiftc(
            ["-typecheck", "-module-name", "HomeModuleTests", "-I", emitted, "-I", modules] + Self.featureFlags + tests)
        #expect(testCheck.status == 0, "\(testCheck.output)")
    }

    private func swiftFiles(under folder: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .map { folder.appendingPathComponent($0).path }
    }
}
