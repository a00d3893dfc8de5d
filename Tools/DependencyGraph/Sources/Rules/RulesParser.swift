import Foundation

/// Reads the rules file, rejecting unknown keys, rules and layers with a message that says where.
public enum RulesParser {
    private static let topLevelKeys = ["version", "layers", "testSubjects", "systemModules", "rules"]
    private static let layerKeys = [
        "name", "targets", "mayUse", "testsMayUse", "tool", "nameSuffix", "blueprint", "compositionRoot",
    ]
    private static let ruleOptionKeys: [RuleID: [String]] = [
        .layer: [], .featureIsolation: ["layer"], .featureComposition: ["layer", "composers"],
        .servicesComposition: ["layer", "composers"],
        .maximumHeight: ["limit"], .unassignedTarget: [], .cycle: [], .implicitImport: ["kinds"],
        .redundantDependency: ["kinds", "pending"], .testableImport: [],
        .publicSurface: ["layer", "allowedSuffixes", "moduleSuffix"], .rebuildClosure: ["kinds"],
    ]

    /// Reads and validates the rules file at `path`.
    public static func load(path: String) throws(DepgraphError) -> ModuleRules {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(file: path, detail: error.localizedDescription)
        }
        return try parse(data, file: path)
    }

    /// Parses rules JSON; `file` names the source in errors.
    public static func parse(_ data: Data, file: String) throws(DepgraphError) -> ModuleRules {
        let object = try JSONText.object(from: data, file: file)
        let reader = RulesFileReader(file: file)
        let root = try reader.object(object, at: "top level")
        try reader.rejectUnknownKeys(root, allowed: topLevelKeys, at: "top level", what: "key")
        guard (root["version"] as? Int) == 1 else {
            throw .invalidRules(file: file, detail: "\"version\": expected 1, found \(root["version"] ?? "nothing")")
        }
        let layers = try parseLayers(root["layers"], reader: reader)
        let layerNames = layers.map(\.name)
        let rules = try reader.object(root["rules"] ?? [String: Any](), at: "\"rules\"")
        try reader.rejectUnknownKeys(rules, allowed: RuleID.allCases.map(\.rawValue), at: "\"rules\"", what: "rule")
        var options: [RuleID: [String: Any]] = [:]
        for (name, value) in rules {
            guard let rule = RuleID(rawValue: name) else { continue }
            let settings = try reader.object(value, at: "\"rules\".\"\(name)\"")
            try reader.rejectUnknownKeys(
                settings,
                allowed: ruleOptionKeys[rule] ?? [],
                at: "\"rules\".\"\(name)\"",
                what: "option"
            )
            options[rule] = settings
        }
        let featureLayer = try featureLayerName(options, layerNames: layerNames, reader: reader)
        return ModuleRules(
            layers: layers,
            testSubjects: try reader.stringMap(root["testSubjects"], at: "\"testSubjects\""),
            systemModules: Set(try reader.strings(root["systemModules"] ?? [String](), at: "\"systemModules\"")),
            enabled: Set(options.keys),
            featureLayer: featureLayer,
            composers: Set(
                try reader.strings(
                    options[.featureComposition]?["composers"] ?? [String](),
                    at: "\"rules\".\"feature-composition\".\"composers\""
                )
            ),
            servicesLayer: try servicesLayerName(options, layerNames: layerNames, reader: reader),
            serviceComposers: Set(
                try reader.strings(
                    options[.servicesComposition]?["composers"] ?? [String](),
                    at: "\"rules\".\"services-composition\".\"composers\""
                )
            ),
            maximumHeight: try reader.limit(options[.maximumHeight]?["limit"]),
            implicitImportKinds: try reader.kinds(options[.implicitImport]?["kinds"], rule: .implicitImport),
            redundantDependencyKinds: try reader.kinds(
                options[.redundantDependency]?["kinds"],
                rule: .redundantDependency
            ),
            pendingRedundantDependencies: try reader.stringMap(
                options[.redundantDependency]?["pending"],
                at: "\"rules\".\"redundant-dependency\".\"pending\""
            ),
            rebuildClosureKinds: options[.rebuildClosure] == nil
                ? [] : try reader.kinds(options[.rebuildClosure]?["kinds"], rule: .rebuildClosure),
            allowedSurfaceSuffixes: try reader.strings(
                options[.publicSurface]?["allowedSuffixes"] ?? [String](),
                at: "\"rules\".\"public-surface\".\"allowedSuffixes\""
            ),
            moduleSuffix: options[.publicSurface]?["moduleSuffix"] as? String ?? "Module"
        )
    }

    private static func parseLayers(_ value: Any?, reader: RulesFileReader) throws(DepgraphError) -> [Layer] {
        guard let entries = value as? [Any], !entries.isEmpty else {
            throw .invalidRules(file: reader.file, detail: "\"layers\": expected a non-empty array of layers")
        }
        var layers: [Layer] = []
        var owner: [String: String] = [:]
        for (index, entry) in entries.enumerated() {
            let place = "\"layers\"[\(index)]"
            let layer = try reader.object(entry, at: place)
            try reader.rejectUnknownKeys(layer, allowed: layerKeys, at: place, what: "key")
            guard let name = layer["name"] as? String, !name.isEmpty else {
                throw .invalidRules(file: reader.file, detail: "\(place).\"name\": expected a non-empty string")
            }
            guard name != ModuleRules.testLayerName, !layers.contains(where: { $0.name == name }) else {
                throw .invalidRules(file: reader.file, detail: "\(place): layer name '\(name)' is taken")
            }
            let targets = try reader.strings(layer["targets"] ?? [String](), at: "\(place).\"targets\"")
            for target in targets {
                if let other = owner[target] {
                    throw .invalidRules(
                        file: reader.file,
                        detail: "\(place): target \(target) is already in layer '\(other)'; a target has one layer"
                    )
                }
                owner[target] = name
            }
            layers.append(
                Layer(
                    name: name,
                    targets: targets,
                    mayUse: try reader.strings(layer["mayUse"] ?? [String](), at: "\(place).\"mayUse\""),
                    testsMayUse: try reader.strings(layer["testsMayUse"] ?? [String](), at: "\(place).\"testsMayUse\""),
                    isTool: layer["tool"] as? Bool ?? false,
                    nameSuffix: try nameSuffix(layer["nameSuffix"], at: "\(place).\"nameSuffix\"", reader: reader),
                    isBlueprint: layer["blueprint"] as? Bool ?? false,
                    isCompositionRoot: try flag(
                        layer["compositionRoot"], at: "\(place).\"compositionRoot\"", reader: reader)
                )
            )
        }
        let names = layers.map(\.name)
        for (index, layer) in layers.enumerated() {
            // Tests sit above every layer, so their allowance may name any layer there is.
            for used in layer.testsMayUse where !names.contains(used) {
                throw .invalidRules(
                    file: reader.file,
                    detail: "\"layers\"[\(index)].\"testsMayUse\": unknown layer '\(used)'"
                        + NameSuggester.hint(for: used, among: names)
                )
            }
            for used in layer.mayUse {
                guard let usedIndex = names.firstIndex(of: used) else {
                    throw .invalidRules(
                        file: reader.file,
                        detail: "\"layers\"[\(index)].\"mayUse\": unknown layer '\(used)'"
                            + NameSuggester.hint(for: used, among: names)
                    )
                }
                // Layers are listed bottom to top; letting a lower layer use a higher one would
                // make the order a lie and every upward edge pass.
                guard usedIndex <= index else {
                    throw .invalidRules(
                        file: reader.file,
                        detail: "\"layers\"[\(index)].\"mayUse\": layer '\(layer.name)' may not use '\(used)', "
                            + "which is listed above it; layers go bottom to top and a layer may use only itself "
                            + "and the layers below it"
                    )
                }
            }
        }
        return layers
    }

    private static func flag(_ value: Any?, at place: String, reader: RulesFileReader) throws(DepgraphError) -> Bool {
        guard let value else { return false }
        guard let flag = value as? Bool else {
            throw .invalidRules(file: reader.file, detail: "\(place): expected true or false")
        }
        return flag
    }

    private static func nameSuffix(_ value: Any?, at place: String, reader: RulesFileReader) throws(DepgraphError)
        -> String?
    {
        guard let value else { return nil }
        guard let suffix = value as? String, !suffix.isEmpty else {
            throw .invalidRules(file: reader.file, detail: "\(place): expected a non-empty string")
        }
        return suffix
    }

    private static func servicesLayerName(
        _ options: [RuleID: [String: Any]],
        layerNames: [String],
        reader: RulesFileReader
    ) throws(DepgraphError) -> String? {
        guard let value = options[.servicesComposition]?["layer"] else { return nil }
        guard let layer = value as? String, layerNames.contains(layer) else {
            let found = value as? String ?? "\(value)"
            throw .invalidRules(
                file: reader.file,
                detail: "\"rules\".\"services-composition\".\"layer\": unknown layer '\(found)'"
                    + NameSuggester.hint(for: found, among: layerNames)
            )
        }
        return layer
    }

    private static func featureLayerName(
        _ options: [RuleID: [String: Any]],
        layerNames: [String],
        reader: RulesFileReader
    ) throws(DepgraphError) -> String? {
        var name: String?
        for rule in [RuleID.featureIsolation, .featureComposition, .publicSurface] {
            guard let value = options[rule]?["layer"] else { continue }
            guard let layer = value as? String, layerNames.contains(layer) else {
                let found = value as? String ?? "\(value)"
                throw .invalidRules(
                    file: reader.file,
                    detail: "\"rules\".\"\(rule.rawValue)\".\"layer\": unknown layer '\(found)'"
                        + NameSuggester.hint(for: found, among: layerNames)
                )
            }
            if let name, name != layer {
                throw .invalidRules(
                    file: reader.file,
                    detail: "\"rules\".\"\(rule.rawValue)\".\"layer\": expected '\(name)' like the other feature rules"
                )
            }
            name = layer
        }
        return name
    }
}
