/// A command's mapping argument, read key by key: every command also takes `label` and
/// `optional`, and a key the command does not know is refused at its place.
struct MaestroArguments {
    /// The keys every command accepts.
    static let commonKeys = ["label", "optional"]

    let node: YAMLNode
    let what: String
    private let values: [String: YAMLNode]

    /// The entries of `node`, which must be a mapping whose keys are all in `allowed` (or common).
    init(_ node: YAMLNode, for what: String, allowed: [String]) throws(FlowFileSyntaxError) {
        self.node = node
        self.what = what
        self.values = try node.entries(for: what, allowed: allowed + Self.commonKeys)
    }

    /// The value of `key`, if given and not empty (`key:` with nothing counts as absent).
    subscript(key: String) -> YAMLNode? {
        guard let value = values[key] else { return nil }
        if case .null = value.kind { return nil }
        return value
    }

    /// Whether `key` was written.
    func has(_ key: String) -> Bool { self[key] != nil }

    func string(_ key: String) throws(FlowFileSyntaxError) -> String? {
        try self[key]?.string(for: "\(what).\(key)")
    }

    func nonEmptyString(_ key: String) throws(FlowFileSyntaxError) -> String? {
        try self[key]?.nonEmptyString(for: "\(what).\(key)")
    }

    func boolean(_ key: String) throws(FlowFileSyntaxError) -> Bool? {
        try self[key]?.boolean(for: "\(what).\(key)")
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(FlowFileSyntaxError) -> Int? {
        try self[key]?.integer(for: "\(what).\(key)", in: range)
    }

    /// The value of a key that must be there.
    func required(_ key: String) throws(FlowFileSyntaxError) -> YAMLNode {
        guard let value = self[key] else {
            throw FlowFileSyntaxError("\(what): expected '\(key)'", at: node.location)
        }
        return value
    }

    /// `label:`, the text reports show for the step.
    var label: String? {
        get throws(FlowFileSyntaxError) { try string("label") }
    }

    /// `optional:`, whether a failure is only reported.
    var isOptional: Bool {
        get throws(FlowFileSyntaxError) { try boolean("optional") ?? false }
    }
}
