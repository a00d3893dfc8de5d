import Foundation
import Testing

@testable import DependencyGraph

private func parse(_ json: String) throws -> ModuleRules {
    try RulesParser.parse(Data(json.utf8), file: "rules.json")
}

private let layers = #""layers": [{ "name": "platform", "targets": ["Core"], "mayUse": [] }]"#

@Test func theFixtureRulesParse() throws {
    let rules = try Fixtures.rules()
    #expect(rules.layers.map(\.name) == ["platform", "features", "app"])
    // Every rule but the services' (ServicesCompositionTests has a fixture with a services layer).
    #expect(rules.enabled == Set(RuleID.allCases).subtracting([.servicesComposition]))
    #expect(rules.composers == ["Shell"])
}

@Test func aTypoInARuleNameIsRejectedWithASuggestion() {
    #expect(
        throws: DepgraphError.invalidRules(
            file: "rules.json", detail: #""rules": unknown rule 'feature-isolaton' (did you mean 'feature-isolation'?)"#
        )
    ) {
        try parse(#"{ "version": 1, \#(layers), "rules": { "feature-isolaton": {} } }"#)
    }
}

@Test func anUnknownLayerInMayUseIsRejected() {
    let json = #"{ "version": 1, "layers": [{ "name": "app", "targets": [], "mayUse": ["platfrom"] }] }"#
    #expect(
        throws: DepgraphError.invalidRules(
            file: "rules.json", detail: #""layers"[0]."mayUse": unknown layer 'platfrom'"#)
    ) {
        try parse(json)
    }
}

@Test func anUnknownLayerInARuleIsRejected() {
    let json = #"{ "version": 1, \#(layers), "rules": { "feature-isolation": { "layer": "feature" } } }"#
    #expect(
        throws: DepgraphError.invalidRules(
            file: "rules.json", detail: #""rules"."feature-isolation"."layer": unknown layer 'feature'"#)
    ) {
        try parse(json)
    }
}

@Test func anUnknownOptionOfARuleIsRejected() {
    let json = #"{ "version": 1, \#(layers), "rules": { "maximum-height": { "limt": 3 } } }"#
    #expect(
        throws: DepgraphError.invalidRules(
            file: "rules.json", detail: #""rules"."maximum-height": unknown option 'limt' (did you mean 'limit'?)"#)
    ) {
        try parse(json)
    }
}

@Test func aTargetInTwoLayersIsRejected() {
    let json = #"""
        { "version": 1, "layers": [
            { "name": "a", "targets": ["Core"], "mayUse": [] },
            { "name": "b", "targets": ["Core"], "mayUse": [] }
        ] }
        """#
    #expect(
        throws: DepgraphError.invalidRules(
            file: "rules.json", detail: #""layers"[1]: target Core is already in layer 'a'; a target has one layer"#)
    ) {
        try parse(json)
    }
}

@Test func anUnknownKindIsRejected() {
    let json = #"{ "version": 1, \#(layers), "rules": { "implicit-import": { "kinds": ["framework"] } } }"#
    let detail =
        #""rules"."implicit-import"."kinds": unknown kind 'framework', expected one of library, executable, test, plugin, macro, "#
        + #"system-library, binary, snippet, tool"#
    #expect(throws: DepgraphError.invalidRules(file: "rules.json", detail: detail)) {
        try parse(json)
    }
}

@Test func rulesThatAreNotJSONAreRejected() {
    #expect(throws: DepgraphError.self) { try parse("{ version: 1") }
}

@Test func aMissingVersionIsRejected() {
    #expect(throws: DepgraphError.invalidRules(file: "rules.json", detail: #""version": expected 1, found nothing"#)) {
        try parse("{ \(layers) }")
    }
}

@Test func aLowerLayerAllowedToUseAHigherOneIsRejected() {
    let json = #"""
        { "version": 1, "layers": [
            { "name": "platform", "targets": ["Core"], "mayUse": ["app"] },
            { "name": "app", "targets": ["Shell"], "mayUse": ["platform"] }
        ] }
        """#
    let detail =
        #""layers"[0]."mayUse": layer 'platform' may not use 'app', which is listed above it; "#
        + "layers go bottom to top and a layer may use only itself and the layers below it"
    #expect(throws: DepgraphError.invalidRules(file: "rules.json", detail: detail)) {
        try parse(json)
    }
}

@Test func aLayerMayUseItselfAndTheLayersBelow() throws {
    let json = #"""
        { "version": 1, "layers": [
            { "name": "platform", "targets": ["Core"], "mayUse": ["platform"] },
            { "name": "app", "targets": ["Shell"], "mayUse": ["app", "platform"] }
        ] }
        """#
    #expect(try parse(json).layers.map(\.mayUse) == [["platform"], ["app", "platform"]])
}

private let suffixLayers = #"""
    "layers": [
        { "name": "platform", "targets": ["Core", "CoreModule"], "mayUse": [] },
        { "name": "features", "nameSuffix": "Module", "mayUse": ["platform"] }
    ]
    """#

@Test func aTargetNamedWithTheLayersSuffixJoinsItWithoutBeingListed() throws {
    let rules = try parse(#"{ "version": 1, \#(suffixLayers) }"#)
    #expect(rules.layer(of: "SettingsModule")?.name == "features")
    #expect(rules.layer(of: "Settings") == nil)
    #expect(rules.layer(of: "Module") == nil, "the bare suffix names no feature")
}

@Test func aListedTargetStaysInTheLayerThatListsIt() throws {
    let rules = try parse(#"{ "version": 1, \#(suffixLayers) }"#)
    #expect(rules.layer(of: "CoreModule")?.name == "platform")
}

@Test func aNewFeatureIsCheckedByTheFeatureRulesWithoutARulesEdit() throws {
    let json = #"""
        {
            "version": 1,
            "layers": [
                { "name": "platform", "targets": ["Core"], "mayUse": [] },
                { "name": "features", "nameSuffix": "Module", "mayUse": ["platform"] }
            ],
            "rules": { "feature-isolation": { "layer": "features" }, "layer": {} }
        }
        """#
    let rules = try parse(json)
    let model = PackageModel(
        name: "Fixture",
        root: "/fixture",
        targets: [
            PackageTarget(name: "Core", kind: .library, dependencies: []),
            PackageTarget(name: "HomeModule", kind: .library, dependencies: ["Core"]),
            PackageTarget(name: "SettingsModule", kind: .library, dependencies: ["Core", "HomeModule"]),
        ]
    )
    let linter = try Linter(graph: try DependencyGraph(package: model), rules: rules, rulesFile: "rules.json")
    let found = linter.violations(imports: [:]).map(\.description)
    #expect(found.contains { $0.contains("SettingsModule -> HomeModule: feature-isolation") }, "\(found)")
}

@Test func anEmptyNameSuffixIsRejected() {
    let json = #"{ "version": 1, "layers": [{ "name": "features", "nameSuffix": "", "mayUse": [] }] }"#
    #expect(throws: DepgraphError.self) { try parse(json) }
}
