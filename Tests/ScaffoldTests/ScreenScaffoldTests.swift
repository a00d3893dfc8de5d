import CommandLineKit
import Foundation
import Testing

@testable import scaffold

/// Runs `scaffold screen` (with names no real screen has) on a temporary copy of the files of
/// this package it reads and edits, and checks what it wrote.
@Suite struct ScreenScaffoldTests {
    private static let home = "Modules/HomeModule/Sources/Home/"
    private static let homeCatalog = "Modules/HomeModule/Resources/Localizable.xcstrings"

    private func run(_ arguments: [String]) -> ScaffoldRun {
        ScaffoldRun(arguments)
    }

    private func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test func theScreenItsTestsAndItsRouteFromTheModulesScreenAreWritten() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Home", "ScaffoldProbe", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let expected =
            ScreenTemplates.fileNames(prefix: "ScaffoldProbe").map { "Modules/HomeModule/Sources/ScaffoldProbe/" + $0 }
            + [
                "Tests/HomeModuleTests/ScaffoldProbeViewModelTests.swift",
                "Tests/HomeModuleTests/ScaffoldProbeScreenTests.swift",
                "Tests/HomeModuleTests/Mocks/MockScaffoldProbeRouter.swift",
            ]
        for path in expected {
            #expect(exists(path, in: folder), "\(path)")
        }
        #expect(result.output.filter { $0.hasPrefix("created ") }.count == expected.count)
        #expect(
            result.output.filter { $0.hasPrefix("edited ") } == [
                "edited \(Self.home)HomeRouting.swift", "edited \(Self.home)HomeRouter.swift",
                "edited \(Self.homeCatalog)", "edited Tools/FlowFileHost/Flows/catalogue.yaml",
            ])
        #expect(
            try text(Self.home + "HomeRouting.swift", in: folder).contains(
                "    /// The Scaffold Probe screen, pushed on this screen's stack.\n    case scaffoldProbe\n}"))
        let router = try text(Self.home + "HomeRouter.swift", in: folder)
        #expect(
            router.contains(
                "        case .scaffoldProbe: try router.pushScreen(ScaffoldProbeFactory.make(dependencies: dependencies))\n        }"
            ))
        #expect(!router.contains("try?"))
        #expect(result.output.contains("to finish: reach it from HomeViewModel: try router.route(to: .scaffoldProbe)"))
    }

    @Test func aRouteValueIsCarriedFromTheParentsRouteToTheViewModel() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Home", "Colophon", "--param", "colophonID:String", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            try text(Self.home + "HomeRouting.swift", in: folder).contains("    case colophon(colophonID: String)\n}"))
        #expect(
            try text(Self.home + "HomeRouter.swift", in: folder).contains(
                "        case let .colophon(colophonID): "
                    + "try router.pushScreen(ColophonFactory.make(dependencies: dependencies, colophonID: colophonID))\n"
            ))
        let sources = "Modules/HomeModule/Sources/Colophon/"
        #expect(
            try text(sources + "ColophonFactory.swift", in: folder).contains(
                "static func make(dependencies: HomeDependencies, colophonID: String) -> ColophonViewController"))
        let viewModel = try text(sources + "ColophonViewModel.swift", in: folder)
        #expect(viewModel.contains("    let colophonID: String\n"))
        #expect(viewModel.contains("init(colophonID: String, router: any ColophonRouting, strings: LocalizedStrings)"))
        #expect(
            try text(sources + "ColophonNodeTree.swift", in: folder).contains(
                "strings.localized(\"colophon.colophonID\", .text(viewModel.colophonID))"))
        #expect(
            result.output.contains(
                "to finish: reach it from HomeViewModel: try router.route(to: .colophon(colophonID: <a String>))"))
    }

    @Test func aWholeNumberIsWrittenInAsANumber() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            run(["screen", "Home", "Issue", "--param", "issueNumber:Int", "--package-path", folder.path]).status == 0)
        #expect(
            try text("Modules/HomeModule/Sources/Issue/IssueNodeTree.swift", in: folder).contains(
                "strings.localized(\"issue.issueNumber\", .number(viewModel.issueNumber))"))
        #expect(try text(Self.homeCatalog, in: folder).contains("\"value\" : \"Issue Number: %lld\""))
    }

    @Test(arguments: [
        ("colophonID:Double", "the type 'Double' cannot be written in through the String Catalog"),
        ("colophonID", "expected one ':' between the name and the type"),
        ("ColophonID:String", "the name must start with a small letter"),
        ("colophon-id:String", "the name must start with a small letter"),
        ("default:Int", "'default' is a Swift keyword"),
        ("router:String", "the screen's files already use the name 'router'"),
        ("id:String:Int", "expected one ':' between the name and the type"),
    ])
    func anUnusableRouteValueIsAUsageErrorAndNothingIsWritten(raw: String, problem: String) throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Home", "Colophon", "--param", raw, "--package-path", folder.path])
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("found '\(raw)': \(problem)") == true, "\(result.errors)")
        #expect(!exists("Modules/HomeModule/Sources/Colophon", in: folder))
    }

    @Test func theScreensWordsJoinTheCatalogueInEveryLanguageItHas() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try StringCatalogEditor.read(try text(Self.homeCatalog, in: folder), file: Self.homeCatalog)
        #expect(
            run(["screen", "Home", "Colophon", "--param", "colophonID:String", "--package-path", folder.path]).status
                == 0)
        let after = try StringCatalogEditor.read(try text(Self.homeCatalog, in: folder), file: Self.homeCatalog)
        let added = ["colophon.title", "colophon.body", "colophon.colophonID", "colophon.done", "colophon.error"]
        for key in added {
            let localizations = after.root["strings"]?[key]?["localizations"]
            for language in before.languages {
                let state = language == before.sourceLanguage ? "translated" : "needs_review"
                #expect(localizations?[language]?["stringUnit"]?["state"] == .string(state), "\(key) \(language)")
            }
        }
        #expect(
            after.root["strings"]?["colophon.error"]?["localizations"]?["de"]?["stringUnit"]?["value"]
                == .string("Could not go back: %@."))
        #expect(
            after.root["strings"]?["colophon.colophonID"]?["localizations"]?["ar"]?["stringUnit"]?["value"]
                == .string("Colophon ID: %@"))
        // Every key the catalogue had is still there, unchanged.
        for (key, entry) in try #require(Self.strings(of: before)) {
            #expect(after.root["strings"]?[key] == entry, "\(key)")
        }
    }

    @Test func everyKeyTheScreensCodeAsksForIsAddedToTheCatalogue() throws {
        let name = ScreenName(
            screen: try FeatureName("Colophon"), feature: try FeatureName("Home"), parent: try FeatureName("Home"),
            parameter: try RouteParameter("colophonID:String"))
        let sources = ScreenScaffold(name: name, packagePath: "/nonexistent").files
            .filter { $0.key.hasPrefix(name.folder) }
        let asked = Set(sources.values.flatMap(AskedKeys.keys(in:)))
        #expect(asked == Set(ScreenStrings.screen(name).all.map(\.key)))
    }

    @Test func theScreenCatalogueTapsTheParentsControlRightAfterPicturingTheParent() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Home", "Colophon", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        // After Home's screenshot, and after any screen scaffolded from Home before (the package
        // the test copies may have some).
        let catalogue = try text("Tools/FlowFileHost/Flows/catalogue.yaml", in: folder)
        let home = try #require(catalogue.range(of: "\n- takeScreenshot: home\n"))
        let entry = try #require(catalogue.range(of: "# Colophon: reached from Home"))
        #expect(home.upperBound <= entry.lowerBound)
        #expect(
            catalogue.contains(
                """
                # Colophon: reached from Home by the control with id "home.colophon"; pictured once that control is on Home.
                - runFlow:
                    when:
                      visible: {id: "home.colophon"}
                    commands:
                      - tapOn: {id: "home.colophon"}
                      - takeScreenshot: colophon
                      - back

                """))
        #expect(
            result.output.contains { $0.hasPrefix("to finish: give that control the identifier \"home.colophon\"") })
    }

    @Test func aGeneratedScreenFolderHasTheFilesOfTheHandWrittenOnes() throws {
        let name = ScreenName(
            screen: try FeatureName("ScaffoldProbe"), feature: try FeatureName("Home"), parent: try FeatureName("Home"))
        let generated = Set(
            ScreenScaffold(name: name, packagePath: "/nonexistent").files.keys
                .filter { $0.hasPrefix(name.folder) }
                .map { String($0.dropFirst(name.folder.count).dropFirst("ScaffoldProbe".count)) })
        let feature = Set(
            FeatureTemplates(name: try FeatureName("ScaffoldProbe")).files.keys
                .filter { $0.hasPrefix("Modules/ScaffoldProbeModule/Sources/ScaffoldProbe/") }
                .map { String($0.dropFirst("Modules/ScaffoldProbeModule/Sources/ScaffoldProbe/ScaffoldProbe".count)) })
        for (module, screen) in [("HomeModule", "Home"), ("PreLoginModule", "Welcome")] {
            let folder = PackageCopy.packageRoot.appendingPathComponent("Modules/\(module)/Sources/\(screen)")
            let handWritten = Set(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
                    String($0.dropFirst(screen.count))
                })
            #expect(generated == handWritten, "\(screen)")
            #expect(feature == handWritten, "\(screen)")
        }
    }

    @Test func aSecondScreenOfTheSameNameIsRefusedAndNothingChanges() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["screen", "Home", "ScaffoldProbe", "--package-path", folder.path]).status == 0)
        let routing = try text(Self.home + "HomeRouting.swift", in: folder)
        let catalog = try text(Self.homeCatalog, in: folder)
        let again = run(["screen", "Home", "ScaffoldProbe", "--package-path", folder.path])
        #expect(again.status == 1)
        #expect(again.errors.first?.contains("already exists") == true)
        #expect(try text(Self.home + "HomeRouting.swift", in: folder) == routing)
        #expect(try text(Self.homeCatalog, in: folder) == catalog)
    }

    @Test func aCatalogueNotLaidOutAsXcodeWritesItIsRefusedNamingTheLineAndNothingIsWritten() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent(Self.homeCatalog)
        let compact = try text(Self.homeCatalog, in: folder).replacingOccurrences(
            of: "\"version\" : ", with: "\"version\": ")
        try compact.write(to: catalog, atomically: true, encoding: .utf8)
        let routing = try text(Self.home + "HomeRouting.swift", in: folder)
        let result = run(["screen", "Home", "Colophon", "--package-path", folder.path])
        #expect(result.status == 1)
        let lineNumber = compact.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"version\": ") }.map { $0 + 1 }
        #expect(
            result.errors.first?.hasPrefix(
                "scaffold: \(Self.homeCatalog):\(lineNumber ?? 0): expected the layout Xcode writes")
                == true, "\(result.errors)")
        #expect(try text(Self.home + "HomeRouting.swift", in: folder) == routing)
        #expect(!exists("Modules/HomeModule/Sources/Colophon", in: folder))
    }

    @Test func aScreenshotOfTheSameNameIsRefused() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The catalogue pictures Login; a screen named Login in Home would take that name again.
        let result = run(["screen", "Home", "Login", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(
            result.errors == [
                "scaffold: Tools/FlowFileHost/Flows/catalogue.yaml already takes the screenshot 'login'; choose another screen name"
            ])
    }

    @Test func aParentThatDoesNotPushThroughTheModulesDependenciesIsRefused() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A parent router that keeps only parts of the dependencies, as a journey's screens do.
        let router = folder.appendingPathComponent("Modules/ProfileModule/Sources/Profile/ProfileRouter.swift")
        let original = try String(contentsOf: router, encoding: .utf8)
        try original.replacingOccurrences(
            of: "private let dependencies: ProfileDependencies", with: "private let theme: Theme"
        ).write(to: router, atomically: true, encoding: .utf8)
        let result = run(["screen", "Profile", "Settings", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(
            result.errors == [
                "scaffold: Modules/ProfileModule/Sources/Profile/ProfileRouter.swift: expected `private let dependencies: "
                    + "ProfileDependencies`, the module's dependencies a screen router pushes with, found none"
            ])
        #expect(!exists("Modules/ProfileModule/Sources/Settings", in: folder))
    }

    @Test func aScreenIsAddedToProfileLikeAnyOtherModule() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["screen", "Profile", "Settings", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            try text("Modules/ProfileModule/Sources/Profile/ProfileRouter.swift", in: folder).contains(
                "case .settings: try router.pushScreen(SettingsFactory.make(dependencies: dependencies))"))
    }

    @Test func aModuleWithoutARouterIsRefusedNamingItsDependencies() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A module whose screens lead nowhere carries no Router in its dependencies.
        let dependencies = folder.appendingPathComponent("Modules/BookmarksModule/Sources/BookmarksDependencies.swift")
        let withRouter = try String(contentsOf: dependencies, encoding: .utf8)
        let withoutRouter = withRouter.replacingOccurrences(of: "public weak var router: Router?", with: "")
        #expect(withoutRouter != withRouter)
        try withoutRouter.write(to: dependencies, atomically: true, encoding: .utf8)
        let result = run(["screen", "Bookmarks", "Filters", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(
            result.errors == [
                "scaffold: Modules/BookmarksModule/Sources/BookmarksDependencies.swift: expected `public weak var "
                    + "router: Router?`, the Router the module's screens are pushed through, found none"
            ])
        #expect(!exists("Modules/BookmarksModule/Sources/Filters", in: folder))
    }

    @Test func aModuleWithoutAStringCatalogIsRefused() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent(Self.homeCatalog))
        let result = run(["screen", "Home", "Colophon", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(
            result.errors.first?.hasPrefix(
                "scaffold: \(Self.homeCatalog) does not exist; expected the module's String Catalog") == true)
        #expect(!exists("Modules/HomeModule/Sources/Colophon", in: folder))
    }

    @Test func anUnknownModuleOrParentIsRefused() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = run(["screen", "Settings", "Theme", "--package-path", folder.path])
        #expect(unknown.status == 1)
        #expect(unknown.errors.first?.contains("Modules/SettingsModule does not exist") == true)
        let parent = run(["screen", "Home", "Theme", "--from", "Detail", "--package-path", folder.path])
        #expect(parent.status == 1)
        #expect(parent.errors.first?.contains("--from SCREEN") == true)
    }

    @Test func aScreenAddedToANewModuleGivesItsRouterTheRouterGuard() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Settings", "--package-path", folder.path]).status == 0)
        let result = run(["screen", "Settings", "Theme", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let router = try text("Modules/SettingsModule/Sources/Settings/SettingsRouter.swift", in: folder)
        #expect(
            router.contains(
                """
                        guard let router = dependencies.router else { throw .notShown }
                        switch route {
                        case .finished:
                            // Nobody left to tell: refused, so the screen says so instead of doing nothing.
                            guard let flowDelegate = dependencies.flowDelegate else { throw .notShown }
                            flowDelegate.settingsDidFinish()
                        case .theme: try router.pushScreen(ThemeFactory.make(dependencies: dependencies))
                        }
                """))
        // The catalogue pictures the new module from its link, so the new screen is visited from there.
        let catalogue = try text("Tools/FlowFileHost/Flows/catalogue.yaml", in: folder)
        let settings = try #require(catalogue.range(of: "- takeScreenshot: settings\n"))
        #expect(catalogue[settings.upperBound...].hasPrefix("# Theme: reached from Settings by the control with id"))
    }

    @Test func badUsageExitsTwo() {
        #expect(run(["screen", "Home"]).status == 2)
        #expect(run(["screen", "Home", "colophon"]).status == 2)
        #expect(run(["Settings", "--from", "Home"]).status == 2)
        #expect(run(["Settings", "--param", "id:String"]).status == 2)
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

    /// The catalogue's keys with their entries.
    private static func strings(of catalog: StringCatalogEditor.EditableStringCatalog) -> [String: CatalogueJSON]? {
        guard case let .object(entries)? = catalog.root["strings"] else { return nil }
        return entries
    }

    /// Every file under `folder`, by path, with its bytes: what a refusal must leave as it was.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? .init() {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test(arguments: ["Class", "Self", "Init", "Protocol", "Default"])
    func aScreenNamedLikeASwiftKeywordIsRefusedAndNothingIsWritten(screen: String) throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try snapshot(of: folder)
        let result = run(["screen", "Home", screen, "--package-path", folder.path])
        #expect(result.status == 2)
        let word = screen.prefix(1).lowercased() + screen.dropFirst()
        #expect(result.errors.contains { $0.contains("`\(word)` is a Swift keyword") }, "\(result.errors)")
        #expect(try snapshot(of: folder) == before)
    }

    @Test func aScreenWhoseTypesTheModuleAlreadyDeclaresIsRefusedAndNothingIsWritten() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let planted = folder.appendingPathComponent("Modules/HomeModule/Sources/Shared/ProbeRouter.swift")
        try FileManager.default.createDirectory(
            at: planted.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "/// Already here.\nfinal class ProbeRouter {}\n".write(to: planted, atomically: true, encoding: .utf8)
        let before = try snapshot(of: folder)
        let result = run(["screen", "Home", "Probe", "--package-path", folder.path])
        #expect(result.status != 0)
        #expect(
            result.errors.contains {
                $0.contains(
                    "Modules/HomeModule/Sources/Shared/ProbeRouter.swift already declares ProbeRouter, which the new "
                        + "screen would declare again")
            }, "\(result.errors)")
        #expect(try snapshot(of: folder) == before)
    }

    @Test func declaredTypesAreReadFromDeclarationsNotFromMembers() {
        let source = """
            public final class HomeRouter: HomeRouting {
                class func make() {}
                struct Row: Equatable {}
                typealias Route = HomeRoute
            }
            enum Kind<Value> { case one }
            """
        #expect(DeclaredTypes.names(in: source) == ["HomeRouter", "Row", "Route", "Kind"])
    }
}

@Test func everyScaffoldCommandsHelpIsTheHelpOfItsDeclaration() {
    for commands in HelpText.everyCommand(under: ScaffoldCommand.declaration) {
        let run = ScaffoldRun(commands.dropFirst().map(\.name) + ["--help"])
        #expect(run.status == 0)
        #expect(run.output == [HelpText.help(for: commands)], "\(commands.map(\.name))")
    }
}
