/// Typed access to the loosely typed JSON of the rules file, with errors that say where.
struct RulesFileReader {
    let file: String

    func object(_ value: Any?, at place: String) throws(DepgraphError) -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw .invalidRules(file: file, detail: "\(place): expected an object")
        }
        return object
    }

    func strings(_ value: Any, at place: String) throws(DepgraphError) -> [String] {
        guard let list = value as? [String] else {
            throw .invalidRules(file: file, detail: "\(place): expected an array of strings")
        }
        return list
    }

    func stringMap(_ value: Any?, at place: String) throws(DepgraphError) -> [String: String] {
        guard let value else { return [:] }
        guard let map = value as? [String: String] else {
            throw .invalidRules(file: file, detail: "\(place): expected an object of strings")
        }
        return map
    }

    func limit(_ value: Any?) throws(DepgraphError) -> Int {
        guard let value else { return .max }
        guard let limit = value as? Int, limit > 0 else {
            throw .invalidRules(
                file: file,
                detail: "\"rules\".\"maximum-height\".\"limit\": expected a positive integer, found \(value)"
            )
        }
        return limit
    }

    func kinds(_ value: Any?, rule: RuleID) throws(DepgraphError) -> Set<TargetKind> {
        guard let value else { return Set(TargetKind.allCases) }
        let place = "\"rules\".\"\(rule.rawValue)\".\"kinds\""
        var kinds: Set<TargetKind> = []
        for name in try strings(value, at: place) {
            guard let kind = TargetKind(rawValue: name) else {
                throw .invalidRules(
                    file: file,
                    detail: "\(place): unknown kind '\(name)', expected one of "
                        + TargetKind.allCases.map(\.rawValue).joined(separator: ", ")
                )
            }
            kinds.insert(kind)
        }
        return kinds
    }

    func rejectUnknownKeys(
        _ object: [String: Any],
        allowed: [String],
        at place: String,
        what: String
    ) throws(DepgraphError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw .invalidRules(
                file: file,
                detail: "\(place): unknown \(what) '\(key)'" + NameSuggester.hint(for: key, among: allowed)
            )
        }
    }
}
