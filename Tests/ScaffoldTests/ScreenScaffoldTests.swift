import CommandLineKit
import Foundation
import Testing

@testable import scaffold

/// Runs `scaffold screen` (with a name no real screen has) on a temporary copy of the files of this package's Profile and
/// Bookmarks modules that it reads and edits, and checks what it wrote.
@Suite struct ScreenScaffoldTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let copied = [
        "Modules/ProfileModule/Sources/ProfileDependencies.swift",
        "Modules/ProfileModule/Sources/Profile/ProfileRoute.swift",
        "Modules/ProfileModule/Sources/Profile/ProfileRouter.swift",
        "Modules/BookmarksModule/Sources/BookmarksDependencies.swift",
    ]

    /// A folder holding copies of the files the scaffold reads; removed by the caller.
    private func temporaryCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        for path in Self.copied {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent(path), to: target)
        }
        return folder
    }

    private func run(_ arguments: [String]) -> ScaffoldRun {
        ScaffoldRun(arguments)
    }

    private func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theScreenItsTestsAndItsRouteFromTheModulesScreenAreWritten() throws {
        let folder = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Profile", "ScaffoldProbe", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let sources = "Modules/ProfileModule/Sources/ScaffoldProbe/ScaffoldProbe"
        let expected =
            [
                "ScreenFactory", "ViewController", "NodeTree", "ViewModel", "Routing", "Route", "Router",
                "RoutingError",
            ].map { sources + $0 + ".swift" } + [
                "Tests/ProfileModuleTests/ScaffoldProbeViewModelTests.swift",
                "Tests/ProfileModuleTests/ScaffoldProbeScreenSnapshotTests.swift",
                "Tests/ProfileModuleTests/Mocks/MockScaffoldProbeRouter.swift",
            ]
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        #expect(result.output.filter { $0.hasPrefix("created ") }.count == expected.count)
        #expect(
            try text("Modules/ProfileModule/Sources/Profile/ProfileRoute.swift", in: folder).contains(
                "    case scaffoldProbe\n}"))
        let router = try text("Modules/ProfileModule/Sources/Profile/ProfileRouter.swift", in: folder)
        #expect(
            router.contains("        case .scaffoldProbe:\n            let screen = ScaffoldProbeScreenFactory.make("))
        #expect(result.output.last == "reach it from ProfileViewModel: try router.route(to: .scaffoldProbe)")
    }

    @Test func aSecondScreenOfTheSameNameIsRefusedAndNothingChanges() throws {
        let folder = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["screen", "Profile", "ScaffoldProbe", "--package-path", folder.path]).status == 0)
        let route = try text("Modules/ProfileModule/Sources/Profile/ProfileRoute.swift", in: folder)
        let again = run(["screen", "Profile", "ScaffoldProbe", "--package-path", folder.path])
        #expect(again.status == 1)
        #expect(again.errors.first?.contains("already exists") == true)
        #expect(try text("Modules/ProfileModule/Sources/Profile/ProfileRoute.swift", in: folder) == route)
    }

    @Test func aModuleWithoutARouterIsRefusedNamingItsDependencies() throws {
        let folder = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Bookmarks", "Filters", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(
            result.errors == [
                "scaffold: Modules/BookmarksModule/Sources/BookmarksDependencies.swift: expected `public weak var "
                    + "router: Router?`, the Router the module's screens are pushed through, found none"
            ])
        let written = FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("Modules/BookmarksModule/Sources/Filters").path)
        #expect(!written)
    }

    @Test func anUnknownModuleOrParentIsRefused() throws {
        let folder = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = run(["screen", "Settings", "Theme", "--package-path", folder.path])
        #expect(unknown.status == 1)
        #expect(unknown.errors.first?.contains("Modules/SettingsModule does not exist") == true)
        let parent = run(["screen", "Profile", "Theme", "--from", "EditProfile", "--package-path", folder.path])
        #expect(parent.status == 1)
        #expect(parent.errors.first?.contains("--from SCREEN") == true)
    }

    @Test func badUsageExitsTwo() {
        #expect(run(["screen", "Profile"]).status == 2)
        #expect(run(["screen", "Profile", "settings"]).status == 2)
        #expect(run(["Settings", "--from", "Profile"]).status == 2)
    }

    @Test func theClosingBraceSkipsBracesInStringsAndComments() {
        let lines = [
            "switch route {",
            "case .a: print(\"}\") // }",
            "case .b: if x { y() }",
            "}",
            "}",
        ]
        #expect(RouteEditor.closingBraceLine(of: 0, in: lines) == 3)
        #expect(RouteEditor.closingBraceLine(of: 0, in: ["switch route {", "case .a: break"]) == nil)
    }
}

@Test func everyScaffoldCommandsHelpIsTheHelpOfItsDeclaration() {
    for commands in HelpText.everyCommand(under: ScaffoldCommand.declaration) {
        let run = ScaffoldRun(commands.dropFirst().map(\.name) + ["--help"])
        #expect(run.status == 0)
        #expect(run.output == [HelpText.help(for: commands)], "\(commands.map(\.name))")
    }
}
