import Foundation
import Testing

/// Every feature module has the model's shape and one callback style, so the module a newcomer
/// copies is the one the scaffold writes.
@Suite struct FeatureShapeTests {
    /// The feature modules in `Modules/`, each with its source files relative to `Sources/`.
    static func featureModules() throws -> [(name: String, files: [String])] {
        let modules = URL(fileURLWithPath: PackageUnderTest.root + "/Modules")
        let names = try FileManager.default.contentsOfDirectory(atPath: modules.path)
            .filter { $0.hasSuffix("Module") }.sorted()
        return try names.map { module in
            let sources = modules.appendingPathComponent(module + "/Sources")
            let files = try #require(FileManager.default.subpaths(atPath: sources.path))
                .filter { $0.hasSuffix(".swift") }.sorted()
            return (String(module.dropLast("Module".count)), files)
        }
    }

    @Test func everyFeatureModuleHasTheModelShape() throws {
        let modules = try Self.featureModules()
        #expect(modules.count >= 5)
        for module in modules {
            for departure in FeatureShape(name: module.name).departures(files: module.files) {
                Issue.record(Comment(rawValue: "\(module.name)Module/Sources/\(departure)"))
            }
        }
    }

    @Test func everyFeatureModuleHasTheOneTestLayout() throws {
        for module in try Self.featureModules() {
            let screens = Set(
                module.files.compactMap {
                    $0.split(separator: "/").count == 2 ? String($0.split(separator: "/")[0]) : nil
                })
            let tests = PackageUnderTest.root + "/Tests/\(module.name)ModuleTests"
            let files = Set(try FileManager.default.contentsOfDirectory(atPath: tests))
            for departure in TestLayout(name: module.name).departures(screens: Array(screens), testFiles: files) {
                Issue.record(Comment(rawValue: departure))
            }
        }
    }

    @Test func aScreenWithoutScreenTestsAndAFeatureWithoutBuilderTestsAreNamed() {
        let departures = TestLayout(name: "Home").departures(
            screens: ["Home", "Author"],
            testFiles: ["HomeViewModelTests.swift", "HomeScreenTests.swift", "AuthorViewModelTests.swift"])
        #expect(
            departures == [
                "Tests/HomeModuleTests/HomeBuilderTests.swift is missing: every feature tests what its builder returns",
                "Tests/HomeModuleTests/AuthorScreenTests.swift is missing: every screen has its view-model tests and "
                    + "its screen tests",
            ])
    }

    @Test func everyFeatureModuleUsesOneCallbackStyle() throws {
        for module in try Self.featureModules() {
            let sources = PackageUnderTest.root + "/Modules/\(module.name)Module/Sources/"
            for file in module.files {
                let text = try String(contentsOfFile: sources + file, encoding: .utf8)
                for departure in CallbackStyle.departures(in: text, file: "\(module.name)Module/Sources/\(file)") {
                    Issue.record(Comment(rawValue: departure))
                }
            }
        }
    }

    @Test func aScreenFolderMissingItsRouterIsNamed() {
        let departures = FeatureShape(name: "Home").departures(files: [
            "HomeBuilder.swift", "HomeDependencies.swift", "HomeSessionStoring.swift",
            "Home/HomeFactory.swift", "Home/HomeViewController.swift", "Home/HomeNodeTree.swift",
            "Home/HomeViewModel.swift", "Home/HomeRouting.swift",
        ])
        #expect(departures.count == 1)
        #expect(departures.first?.hasPrefix("Home/HomeRouter.swift is missing") == true)
    }

    @Test func aFileOutsideTheShapeIsNamedWithWhereItBelongs() {
        let departures = FeatureShape(name: "Home").departures(files: [
            "HomeBuilder.swift", "HomeDependencies.swift", "HomeSessionStoring.swift", "HomeStrings.swift",
            "Home/HomeFactory.swift", "Home/HomeViewController.swift", "Home/HomeNodeTree.swift",
            "Home/HomeViewModel.swift", "Home/HomeRow.swift",
        ])
        #expect(departures.count == 2)
        #expect(departures.contains { $0.hasPrefix("HomeStrings.swift: only the public surface lives at the top") })
        #expect(departures.contains { $0.hasPrefix("Home/HomeRow.swift is not part of a screen") })
    }

    @Test func aMissingPublicFileIsNamed() {
        let departures = FeatureShape(name: "Home").departures(files: ["HomeBuilder.swift", "HomeDependencies.swift"])
        #expect(departures == ["HomeSessionStoring.swift is missing: every feature has its public HomeSessionStoring"])
    }

    @Test func aSecondCallbackStyleIsNamed() {
        let source = """
            protocol LogoutConfirmationListener: AnyObject {}
            var onFinish: (() -> Void)?
            try? router.push(screen)
            router.listener = viewModel
            // protocol CommentedListener is not code
            protocol EditProfileDelegate: AnyObject {}
            """
        let departures = CallbackStyle.departures(in: source, file: "Profile.swift")
        #expect(
            departures == [
                "Profile.swift:1: LogoutConfirmationListener is a second style; a child tells its parent through a delegate",
                "Profile.swift:2: onFinish is a second style; a journey tells its JourneyDelegate",
                "Profile.swift:3: try? drops a failure; show it or throw it",
                "Profile.swift:4: wiring after construction; pass it to the initializer",
            ])
    }
}
