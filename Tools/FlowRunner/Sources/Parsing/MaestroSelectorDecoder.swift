/// Reads Maestro's element selector: a text, or a mapping of what to match.
enum MaestroSelectorDecoder {
    /// Keys a selector may have. Timing and tap options (`retryTapIfNoChange`, `repeat`...)
    /// are accepted and have no headless meaning: the screen is settled after every step.
    static let keys = [
        "text", "id", "index", "enabled", "checked", "focused", "selected", "point", "start", "end",
        "below", "above", "leftOf", "rightOf", "containsChild", "childOf", "containsDescendants",
        "width", "height", "tolerance", "traits", "retryTapIfNoChange", "waitUntilVisible", "repeat", "delay",
        "waitToSettleTimeoutMs", "optional", "label", "css",
    ]

    /// The keys that need a real device's geometry or accessibility traits, or a web page's
    /// document (`css`).
    private static let deviceOnlyKeys = ["width", "height", "tolerance", "traits", "css"]

    /// The deepest `below: {below: ...}` chain read; deeper is refused, not recursed into.
    static let maximumDepth = 16

    /// The selector written as `argument` (a text or a mapping).
    static func selector(_ argument: YAMLNode, for what: String, depth: Int = 0) throws(FlowFileSyntaxError)
        -> MaestroSelector
    {
        guard depth < maximumDepth else {
            throw FlowFileSyntaxError("\(what): selectors nested more than \(maximumDepth) deep", at: argument.location)
        }
        switch argument.kind {
        case .scalar:
            // An empty text is a pattern like any other, as in Maestro's reader.
            return MaestroSelector(text: try argument.string(for: what))
        case .mapping:
            return try mappingSelector(MaestroArguments(argument, for: what, allowed: keys), depth: depth)
        case .null, .sequence:
            throw FlowFileSyntaxError(
                "\(what): expected a text or {id: ...}, found \(argument.shapeName)",
                at: argument.location
            )
        }
    }

    private static func mappingSelector(_ arguments: MaestroArguments, depth: Int) throws(FlowFileSyntaxError)
        -> MaestroSelector
    {
        let what = arguments.what
        let indexText = try arguments.string("index")
        let indexIsExpression = indexText.map(MaestroExpressions.holdsExpression) ?? false
        let point = try arguments.nonEmptyString("point")
        let start = try arguments.nonEmptyString("start")
        var selector = MaestroSelector(
            text: try arguments.string("text"),
            id: try arguments.nonEmptyString("id"),
            index: indexIsExpression ? nil : try arguments.integer("index", in: 0...10_000),
            enabled: try arguments.boolean("enabled"),
            checked: try arguments.boolean("checked"),
            focused: try arguments.boolean("focused"),
            selected: try arguments.boolean("selected"),
            point: point ?? start,
            isOptional: try arguments.isOptional
        )
        for kind in MaestroSelectorRelation.Kind.allCases where kind != .containsDescendant {
            if let node = arguments[kind.rawValue] {
                let other = try self.selector(node, for: "\(what).\(kind.rawValue)", depth: depth + 1)
                selector.relations.append(MaestroSelectorRelation(kind, other))
            }
        }
        if let node = arguments["containsDescendants"] {
            guard case let .sequence(items) = node.kind else {
                throw FlowFileSyntaxError(
                    "\(what).containsDescendants: expected a list of selectors, found \(node.shapeName)",
                    at: node.location
                )
            }
            for item in items {
                let other = try self.selector(item, for: "\(what).containsDescendants", depth: depth + 1)
                selector.relations.append(MaestroSelectorRelation(.containsDescendant, other))
            }
        }
        if indexIsExpression { selector.indexExpression = indexText }
        selector.deviceOnlyKeys = deviceOnlyKeys.filter(arguments.has)
        return selector
    }
}
