/// Findings of several files, grouped to be named once per file and kind: files in the order
/// they first appear, kinds in the order they first appear in the file unless `kindOrder` ranks
/// them; each group keeps its findings in the order found.
func fileGroups<Finding, Kind: Hashable>(
    _ findings: [Finding], file: (Finding) -> String, kind: (Finding) -> Kind, kindOrder: ((Kind) -> Int)? = nil
) -> [(file: String, kind: Kind, findings: [Finding])] {
    var files: [String] = []
    var kindsByFile: [String: [Kind]] = [:]
    var byKey: [String: [Kind: [Finding]]] = [:]
    for finding in findings {
        let (name, found) = (file(finding), kind(finding))
        if byKey[name] == nil { files.append(name) }
        if byKey[name]?[found] == nil { kindsByFile[name, default: []].append(found) }
        byKey[name, default: [:]][found, default: []].append(finding)
    }
    return files.flatMap { name in
        let kinds = kindsByFile[name] ?? []
        let ordered = kindOrder.map { rank in kinds.sorted { rank($0) < rank($1) } } ?? kinds
        return ordered.map { (file: name, kind: $0, findings: byKey[name]?[$0] ?? []) }
    }
}
