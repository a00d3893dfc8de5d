import Foundation
import Testing

@testable import DependencyGraph

private func symbol(_ path: String, _ kind: String = "struct", extending module: String? = nil) -> APISymbol {
    APISymbol(
        path: path.split(separator: ".").map(String.init),
        kind: kind,
        declaration: "\(kind) \(path)",
        extendedModule: module
    )
}

@Test func aFeatureWithOnlyItsBuilderAndDependenciesHasTheAllowedShape() throws {
    let symbols = [
        symbol("FeatureABuilder", "enum"), symbol("FeatureADependencies"), symbol("FeatureADependencies.theme"),
    ]
    #expect(SurfaceRules.violations(module: "FeatureA", symbols: symbols, rules: try Fixtures.rules()).isEmpty)
}

@Test func anExtraTopLevelSymbolBreaksThePublicSurface() throws {
    let violations = SurfaceRules.violations(
        module: "FeatureA",
        symbols: [symbol("FeatureABuilder", "enum"), symbol("FeatureAHelper", "class")],
        rules: try Fixtures.rules()
    )
    #expect(
        violations.map(\.description) == [
            "FeatureA: public-surface (public class FeatureAHelper is not one of FeatureABuilder, FeatureADependencies)"
        ]
    )
}

@Test func aPublicExtensionOfAnotherModulesTypeBreaksThePublicSurface() throws {
    let violations = SurfaceRules.violations(
        module: "FeatureA",
        symbols: [symbol("ViewController.featureA", "property", extending: "Core")],
        rules: try Fixtures.rules()
    )
    #expect(violations.count == 1)
    #expect(violations.first?.description.contains("ViewController.featureA extends a type of Core") == true)
}

@Test func modulesOutsideTheFeatureLayerMayExposeAnything() throws {
    let symbols = [symbol("Anything"), symbol("Everything", "class")]
    #expect(SurfaceRules.violations(module: "Core", symbols: symbols, rules: try Fixtures.rules()).isEmpty)
}

@Test func aBaselineDifferenceListsAddedAndRemovedLines() {
    let difference = APIBaseline.difference(committed: ["a", "b"], current: ["b", "c"])
    #expect(difference.added == ["c"])
    #expect(difference.removed == ["a"])
}

@Test func aWrittenBaselineReadsBackTheSameLines() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let baseline = APIBaseline(module: "FeatureA", directory: directory)
    try baseline.write(["enum FeatureABuilder: enum FeatureABuilder", "struct FeatureADependencies: struct X"])
    #expect(
        try baseline.read() == ["enum FeatureABuilder: enum FeatureABuilder", "struct FeatureADependencies: struct X"])
}

@Test func aSecondBuilderFunctionBreaksThePublicSurface() throws {
    let violations = SurfaceRules.violations(
        module: "FeatureA",
        symbols: [
            symbol("FeatureABuilder", "enum"), symbol("FeatureABuilder.build(dependencies:)", "type.method"),
            symbol("FeatureABuilder.buildX(dependencies:)", "type.method"),
            symbol("FeatureABuilder.open(_:from:)", "type.method"),
        ],
        rules: try Fixtures.rules()
    )
    #expect(
        violations.map(\.description) == [
            "FeatureA: public-surface (public type.method FeatureABuilder.buildX(dependencies:) is a second builder "
                + "function; a feature is built only through FeatureABuilder.build(dependencies:))"
        ]
    )
}

@Test func aPublicViewControllerOrViewModelAtAnyDepthBreaksThePublicSurface() throws {
    let menu = APISymbol(
        path: ["FeatureABuilder", "Menu"], kind: "class", declaration: "class Menu : ScreenViewController<Model>")
    let violations = SurfaceRules.violations(
        module: "FeatureA",
        symbols: [
            symbol("FeatureABuilder", "enum"), symbol("FeatureABuilder.DetailViewModel", "class"), menu,
            symbol("FeatureADependencies.Listing", "struct"),
        ],
        rules: try Fixtures.rules()
    )
    #expect(violations.count == 2)
    #expect(violations.allSatisfy { $0.description.contains("is a screen; view controllers and view models stay") })
    #expect(violations.contains { $0.description.contains("FeatureABuilder.Menu") })
    #expect(violations.contains { $0.description.contains("FeatureABuilder.DetailViewModel") })
}

@Test func aDeclarationSpelledOverSeveralLinesIsOneBaselineLineThatReadsBackTheSame() throws {
    let symbol = APISymbol(
        path: ["List", "makeIterator()"], kind: "method",
        declaration: "func makeIterator() -> some IteratorProtocol<Item>\n")
    #expect(symbol.line == "method List.makeIterator(): func makeIterator() -> some IteratorProtocol<Item>")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = APIBaseline(module: "List", directory: folder.path)
    try baseline.write([symbol.line])
    let difference = APIBaseline.difference(committed: try baseline.read(), current: [symbol.line])
    #expect(difference.added.isEmpty && difference.removed.isEmpty)
}
