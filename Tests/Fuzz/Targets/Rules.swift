import DependencyGraph
import Foundation

/// The rules file (`Tools/module-rules.json`, or any `--rules PATH`) decides what lint allows.
/// Properties: a refusal names the file and says something; accepted rules place every target
/// they list in a layer; the same bytes give the same rules; parsing is linear in time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    let parsed = FuzzProperty.inLinearTime(byteCount: count, "reading a rules file") {
        Result { () throws(DepgraphError) -> ModuleRules in try RulesParser.parse(data, file: "rules.json") }
    }
    switch parsed {
    case let .success(rules):
        for layer in rules.layers {
            for target in layer.targets {
                FuzzProperty.require(
                    rules.layer(of: target) != nil, "target \(target) of layer \(layer.name) has no layer")
            }
        }
        let again = try? RulesParser.parse(data, file: "rules.json")
        FuzzProperty.require(again?.layers == rules.layers, "the same bytes gave different layers")
    case let .failure(error):
        FuzzProperty.require(
            error.description.hasPrefix("rules.json"), "a refusal that does not name the file: \(error)")
        FuzzProperty.requireReadable(error.description, echoLimit: 4_000)
    }
    return 0
}
