import HeadlessUI

/// The composite types: each sub-value is a literal of its type or a reference to a token of it.
extension TokenValueParser {
    func strokeStyle(_ value: JSONValue, field: String?) throws(Problem) -> StrokeStyle {
        let shape = "one of \(StrokeStyle.keywords.sorted().joined(separator: ", ")) or {\"dashArray\", \"lineCap\"}"
        if case let .string(keyword) = value {
            guard StrokeStyle.keywords.contains(keyword) else { throw .mismatch(expected: shape, found: value) }
            return .keyword(keyword)
        }
        let fields = try members(value, required: ["dashArray", "lineCap"], shape: shape)
        guard case let .array(items)? = fields["dashArray"], !items.isEmpty else {
            throw .mismatch(
                expected: "a stroke style whose \"dashArray\" is a non-empty array of dimensions",
                found: fields["dashArray"] ?? .null)
        }
        var dashes: [Double] = []
        for (index, item) in items.enumerated() {
            let prefix = field.map { $0 + "." } ?? ""
            dashes.append(
                try sub(item, field: "\(prefix)dashArray[\(index)]", type: .dimension, dimension, Self.points))
        }
        guard case let .string(cap)? = fields["lineCap"], StrokeStyle.lineCaps.contains(cap) else {
            throw .mismatch(
                expected: "a stroke style whose \"lineCap\" is round, butt or square", found: fields["lineCap"] ?? .null
            )
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    func border(_ value: JSONValue) throws(Problem) -> BorderStyle {
        let fields = try members(
            value, required: ["color", "width", "style"], shape: "{\"color\", \"width\", \"style\"}")
        var problems = MemberProblems()
        let color = problems.attempt { () throws(Problem) in
            try sub(fields["color"] ?? .null, field: "color", type: .color, self.color, Self.color)
        }
        let width = problems.attempt { () throws(Problem) in
            try sub(fields["width"] ?? .null, field: "width", type: .dimension, dimension, Self.points)
        }
        let style = problems.attempt { () throws(Problem) in
            try sub(
                fields["style"] ?? .null, field: "style", type: .strokeStyle,
                { (json) throws(Problem) in try strokeStyle(json, field: "style") }, Self.stroke)
        }
        try problems.check()
        guard let color, let width, let style else { throw .unresolved }
        return BorderStyle(color: color, width: width, style: style)
    }

    func transition(_ value: JSONValue) throws(Problem) -> TransitionTiming {
        let fields = try members(
            value, required: ["duration", "delay", "timingFunction"],
            shape: "{\"duration\", \"delay\", \"timingFunction\"}")
        var problems = MemberProblems()
        let duration = problems.attempt { () throws(Problem) in
            try sub(fields["duration"] ?? .null, field: "duration", type: .duration, self.duration, Self.seconds)
        }
        let delay = problems.attempt { () throws(Problem) in
            try sub(fields["delay"] ?? .null, field: "delay", type: .duration, self.duration, Self.seconds)
        }
        let curve = problems.attempt { () throws(Problem) in
            try sub(
                fields["timingFunction"] ?? .null, field: "timingFunction", type: .cubicBezier, cubicBezier, Self.curve)
        }
        try problems.check()
        guard let duration, let delay, let curve else { throw .unresolved }
        return TransitionTiming(duration: duration, delay: delay, timingFunction: curve)
    }

    /// One shadow object or an array of shadow objects and references to shadow tokens.
    func shadow(_ value: JSONValue) throws(Problem) -> [ShadowLayer] {
        guard case let .array(items) = value else { return [try shadowLayer(value, prefix: "")] }
        guard !items.isEmpty else {
            throw .mismatch(expected: "a shadow object or a non-empty array of them", found: value)
        }
        var layers: [ShadowLayer] = []
        for (index, item) in items.enumerated() {
            layers += try sub(
                item, field: "[\(index)]", type: .shadow,
                { (json) throws(Problem) in
                    [try shadowLayer(json, prefix: "[\(index)].")]
                }, Self.layers)
        }
        return layers
    }

    private func shadowLayer(_ value: JSONValue, prefix: String) throws(Problem) -> ShadowLayer {
        let fields = try members(
            value, required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
            shape: "{\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\", optional \"inset\"}")
        var problems = MemberProblems()
        let color = problems.attempt { () throws(Problem) in
            try sub(fields["color"] ?? .null, field: prefix + "color", type: .color, self.color, Self.color)
        }
        let lengths = ["offsetX", "offsetY", "blur", "spread"].map { name in
            problems.attempt { () throws(Problem) in
                try sub(fields[name] ?? .null, field: prefix + name, type: .dimension, dimension, Self.points)
            }
        }
        let inset = problems.attempt { () throws(Problem) -> Bool in
            guard let field = fields["inset"] else { return false }
            guard case let .bool(flag) = field else {
                throw .mismatch(expected: "a shadow whose \"inset\" is true or false", found: field)
            }
            return flag
        }
        try problems.check()
        let known = lengths.compactMap { $0 }
        guard let color, let inset, known.count == 4 else { throw .unresolved }
        return ShadowLayer(
            color: color, offsetX: known[0], offsetY: known[1], blur: known[2], spread: known[3], inset: inset)
    }

    /// Stops and references to gradient tokens; positions outside 0...1 are clamped, as the format says.
    func gradient(_ value: JSONValue) throws(Problem) -> [GradientStop] {
        guard case let .array(items) = value, !items.isEmpty else {
            throw .mismatch(expected: "a non-empty array of {\"color\", \"position\"} stops", found: value)
        }
        var stops: [GradientStop] = []
        for (index, item) in items.enumerated() {
            stops += try sub(
                item, field: "[\(index)]", type: .gradient,
                { (json) throws(Problem) in
                    let fields = try members(json, required: ["color", "position"], shape: "{\"color\", \"position\"}")
                    let position = try sub(
                        fields["position"] ?? .null, field: "[\(index)].position", type: .number, number, Self.plain)
                    return [
                        GradientStop(
                            color: try sub(
                                fields["color"] ?? .null, field: "[\(index)].color", type: .color, color, Self.color),
                            position: min(max(position, 0), 1))
                    ]
                }, Self.stops)
        }
        return stops
    }

    /// Every member is required, `letterSpacing` included. Line height is a multiple of the
    /// size, as the format suggests; the font stores points.
    func typography(_ value: JSONValue) throws(Problem) -> Typography {
        let fields = try members(
            value, required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
            shape: "{\"fontFamily\", \"fontSize\", \"fontWeight\", \"letterSpacing\", \"lineHeight\"}")
        var problems = MemberProblems()
        let families = problems.attempt { () throws(Problem) in
            try sub(fields["fontFamily"] ?? .null, field: "fontFamily", type: .fontFamily, fontFamily) {
                if case let .fontFamily(names) = $0 { names } else { nil }
            }
        }
        let size = problems.attempt { () throws(Problem) in
            try sub(fields["fontSize"] ?? .null, field: "fontSize", type: .dimension, dimension, Self.points)
        }
        let weight = problems.attempt { () throws(Problem) in
            try sub(fields["fontWeight"] ?? .null, field: "fontWeight", type: .fontWeight, fontWeight) {
                if case let .fontWeight(weight) = $0 { weight } else { nil }
            }
        }
        let spacing = problems.attempt { () throws(Problem) in
            try sub(fields["letterSpacing"] ?? .null, field: "letterSpacing", type: .dimension, dimension, Self.points)
        }
        let lineHeight = problems.attempt { () throws(Problem) in
            try sub(fields["lineHeight"] ?? .null, field: "lineHeight", type: .number, number, Self.plain)
        }
        try problems.check()
        guard let families, let size, let weight, let spacing, let lineHeight else { throw .unresolved }
        let font = Font(
            family: families.first ?? "", size: size, weight: Int(weight.rounded()), lineHeight: size * lineHeight)
        return Typography(font: font, letterSpacing: spacing)
    }

    private static func points(_ value: TokenValue) -> Double? {
        if case let .dimension(points) = value { points } else { nil }
    }

    private static func seconds(_ value: TokenValue) -> Double? {
        if case let .duration(seconds) = value { seconds } else { nil }
    }

    private static func plain(_ value: TokenValue) -> Double? {
        if case let .number(number) = value { number } else { nil }
    }

    private static func curve(_ value: TokenValue) -> [Double]? {
        if case let .cubicBezier(points) = value { points } else { nil }
    }

    private static func color(_ value: TokenValue) -> Color? {
        if case let .color(color) = value { color } else { nil }
    }

    private static func stroke(_ value: TokenValue) -> StrokeStyle? {
        if case let .strokeStyle(style) = value { style } else { nil }
    }

    private static func layers(_ value: TokenValue) -> [ShadowLayer]? {
        if case let .shadow(layers) = value { layers } else { nil }
    }

    private static func stops(_ value: TokenValue) -> [GradientStop]? {
        if case let .gradient(stops) = value { stops } else { nil }
    }
}
