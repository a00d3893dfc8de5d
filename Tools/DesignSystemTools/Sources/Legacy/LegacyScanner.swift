import DesignSystem

/// Finds every value of one parsed file that is in an earlier form, and the edits that
/// rewrite each in place. Only the bytes of those values (and, for Tokens Studio shadows, the
/// keys `x`, `y`, `type`) change; every other byte of the file is kept as written.
///
/// Groups are walked with an explicit stack, once each, so the walk is bounded by the size
/// of the file however deeply it nests.
struct LegacyScanner {
    /// One replacement of the bytes `start..<end`.
    struct Edit {
        let start: Int
        let end: Int
        let text: WrittenJSON
        /// The object holding the value: when it spans lines, so does the replacement.
        let container: Int
    }

    private let document: JSONDocument
    private let file: String
    private(set) var findings: [LegacyFinding] = []
    private(set) var unmigratable: [UnmigratableValue] = []
    private(set) var edits: [Edit] = []
    /// Each rewritten value by the node it replaces, for reading the file as migrated
    /// without parsing it again.
    private(set) var replacements: [Int: JSONValue] = [:]
    /// Whether a key was renamed (Tokens Studio's shadows); `replacements` cannot say that.
    private(set) var renamesKeys = false

    /// Scans `document`, naming `file` in what it finds.
    init(_ document: JSONDocument, file: String) {
        self.document = document
        self.file = file
        scan()
        findings.sort { ($0.line, $0.path) < ($1.line, $1.path) }
        unmigratable.sort { ($0.line, $0.path) < ($1.line, $1.path) }
    }

    private mutating func scan() {
        var pending: [(node: Int, path: String, type: String?)] = [(document.root, "", nil)]
        while let (object, path, inherited) = pending.popLast() {
            guard document.kind(object) == .object else { continue }
            var type = inherited
            if let typeNode = document.member(object, "$type"), let raw = document.string(typeNode) {
                type = raw
                checkType(raw, node: typeNode, path: path)
            }
            if let valueNode = document.member(object, "$value") {
                if let type { rewriteValue(valueNode, rawType: type, path: path, container: object) }
                continue
            }
            for (key, member) in document.members(object) where !key.hasPrefix("$") || key == "$root" {
                pending.append((member, path.isEmpty ? key : path + "." + key, type))
            }
        }
    }

    private mutating func checkType(_ raw: String, node: Int, path: String) {
        let shown = path.isEmpty ? "(root)" : path
        if let mapped = TokensStudioType.mapped[raw] {
            record(node, .string(mapped.rawValue), .tokensStudioType, path: shown, container: node)
        } else if let reason = TokensStudioType.unmapped[raw] {
            unmigratable.append(
                UnmigratableValue(
                    path: shown, file: file, line: document.line(node), found: document.rawText(node), reason: reason))
        }
    }

    // MARK: - Values

    private mutating func rewriteValue(_ node: Int, rawType: String, path: String, container: Int) {
        guard let type = TokensStudioType.tokenType(rawType) else { return }
        // Tokens Studio's sizes, and the lengths inside its shadows, are pixels when unitless.
        let pixels = TokensStudioType.impliesPixels(rawType) || rawType == "boxShadow"
        switch type {
        case .color: color(node, path: path, container: container, inComposite: false)
        case .dimension:
            let written = document.rawText(node)
            leaf(node, path: path, container: container, inComposite: false) {
                LegacyValueRewriter.dimension($0, written: written, impliedPixels: pixels)
            }
        case .duration: leaf(node, path: path, container: container, inComposite: false, LegacyValueRewriter.duration)
        case .fontWeight:
            leaf(node, path: path, container: container, inComposite: false, LegacyValueRewriter.fontWeight)
        case .number:
            let role: LegacyValueRewriter.NumberRole =
                rawType == "lineHeights" ? .lineHeight : rawType == "opacity" ? .opacity : .plain
            let tokensStudio = TokensStudioType.mapped[rawType] != nil
            leaf(node, path: path, container: container, inComposite: false) {
                LegacyValueRewriter.number($0, role: role, tokensStudio: tokensStudio)
            }
        case .typography: typography(node, path: path)
        case .shadow:
            if document.kind(node) == .array {
                for (index, layer) in document.elements(node).enumerated() {
                    shadowLayer(layer, path: "\(path)[\(index)]", pixels: pixels)
                }
            } else {
                shadowLayer(node, path: path, pixels: pixels)
            }
        case .border:
            members(node, path: path, ["color": .color, "width": .dimension(pixels: false)])
        case .transition:
            members(node, path: path, ["duration": .duration, "delay": .duration])
        case .gradient:
            for (index, stop) in document.elements(node).enumerated() {
                members(stop, path: "\(path)[\(index)]", ["color": .color])
            }
        case .strokeStyle:
            if let dashes = document.member(node, "dashArray") {
                for (index, dash) in document.elements(dashes).enumerated() {
                    let written = document.rawText(dash)
                    leaf(dash, path: "\(path).dashArray[\(index)]", container: dashes, inComposite: true) {
                        LegacyValueRewriter.dimension($0, written: written, impliedPixels: false)
                    }
                }
            }
        case .fontFamily, .cubicBezier:
            break
        }
    }

    /// What a member of a composite value is.
    private enum Member {
        case color, duration, fontWeight, lineHeight
        case dimension(pixels: Bool)
    }

    private mutating func typography(_ node: Int, path: String) {
        members(
            node, path: path,
            [
                "fontSize": .dimension(pixels: false), "letterSpacing": .dimension(pixels: false),
                "fontWeight": .fontWeight, "lineHeight": .lineHeight,
            ])
    }

    private mutating func shadowLayer(_ node: Int, path: String, pixels: Bool) {
        let length = Member.dimension(pixels: pixels)
        members(
            node, path: path,
            [
                "color": .color, "offsetX": length, "offsetY": length, "blur": length, "spread": length, "x": length,
                "y": length,
            ])
        // Tokens Studio's own names for the offsets and the inner shadow flag.
        for (old, new) in [("x", "offsetX"), ("y", "offsetY")] {
            if let value = document.member(node, old), document.member(node, new) == nil {
                renameKey(of: value, to: new, path: path + "." + old, container: node)
            }
        }
        if let kind = document.member(node, "type"), document.member(node, "inset") == nil,
            let name = document.string(kind), name == "innerShadow" || name == "dropShadow"
        {
            renameKey(of: kind, to: "inset", path: path + ".type", container: node)
            record(
                kind, .literal(name == "innerShadow" ? "true" : "false"), .tokensStudioValue, path: path + ".type",
                container: node)
        }
    }

    private mutating func members(_ node: Int, path: String, _ kinds: [String: Member]) {
        guard document.kind(node) == .object else { return }
        for (key, value) in document.members(node) {
            guard let kind = kinds[key] else { continue }
            let memberPath = path + "." + key
            switch kind {
            case .color: color(value, path: memberPath, container: node, inComposite: true)
            case .duration:
                leaf(value, path: memberPath, container: node, inComposite: true, LegacyValueRewriter.duration)
            case .fontWeight:
                leaf(value, path: memberPath, container: node, inComposite: true, LegacyValueRewriter.fontWeight)
            case .lineHeight:
                leaf(value, path: memberPath, container: node, inComposite: true) {
                    LegacyValueRewriter.number($0, role: .lineHeight, tokensStudio: false)
                }
            case let .dimension(pixels):
                let written = document.rawText(value)
                leaf(value, path: memberPath, container: node, inComposite: true) {
                    LegacyValueRewriter.dimension($0, written: written, impliedPixels: pixels)
                }
            }
        }
    }

    private mutating func color(_ node: Int, path: String, container: Int, inComposite: Bool) {
        if let hex = document.member(node, "hex") {
            leaf(hex, path: path + ".hex", container: node, inComposite: false, LegacyValueRewriter.hexFallback)
        } else {
            leaf(node, path: path, container: container, inComposite: inComposite, LegacyValueRewriter.color)
        }
    }

    private mutating func leaf(
        _ node: Int, path: String, container: Int, inComposite: Bool,
        _ rule: (JSONValue) -> LegacyValueRewriter.Outcome
    ) {
        guard let value = document.value(node, depthLimit: 8) else { return }
        switch rule(value) {
        case .keep:
            break
        case let .replace(text, form):
            let stringForms: Set<LegacyForm> = [.hexColor, .dimensionString, .durationString, .fontWeightName]
            let isString = if case .string = value { true } else { false }
            let shown = inComposite && isString && stringForms.contains(form) ? .compositeStringPart : form
            record(node, text, shown, path: path, container: container)
        case let .cannot(reason):
            unmigratable.append(
                UnmigratableValue(
                    path: path, file: file, line: document.line(node), found: document.rawText(node), reason: reason))
        }
    }

    private mutating func record(_ node: Int, _ text: WrittenJSON, _ form: LegacyForm, path: String, container: Int) {
        let item = document.nodes[node]
        edits.append(Edit(start: Int(item.start), end: Int(item.end), text: text, container: container))
        replacements[node] = text.jsonValue
        findings.append(
            LegacyFinding(
                form: form, path: path, file: file, line: document.line(node), found: document.rawText(node),
                replacement: text.inlineText))
    }

    /// Replaces the key of the member whose value is `value`: the key is the string that ends
    /// just before the `:` in front of the value.
    private mutating func renameKey(of value: Int, to name: String, path: String, container: Int) {
        let text = document.text
        var index = Int(document.nodes[value].start) - 1
        while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index -= 1 }
        guard index >= 0, text[index] == UInt8(ascii: ":") else { return }
        index -= 1
        while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index -= 1 }
        guard index > 0, text[index] == UInt8(ascii: "\"") else { return }
        let end = index + 1
        index -= 1
        while index >= 0, !(text[index] == UInt8(ascii: "\"") && (index == 0 || text[index - 1] != UInt8(ascii: "\\")))
        {
            index -= 1
        }
        guard index >= 0 else { return }
        let old = String(decoding: text[index..<end], as: UTF8.self)
        renamesKeys = true
        edits.append(Edit(start: index, end: end, text: .string(name), container: container))
        findings.append(
            LegacyFinding(
                form: .tokensStudioValue, path: path, file: file, line: document.line(value), found: old,
                replacement: JSONValue.string(name).jsonText))
    }

    // MARK: - Writing

    /// The file's text with every edit applied; each replacement spans lines when the object
    /// holding it does, indented two spaces past the line it starts on.
    func rewrittenText() -> [UInt8] {
        let text = document.text
        var output: [UInt8] = []
        output.reserveCapacity(text.count + edits.count * 64)
        var position = 0
        for edit in edits.sorted(by: { $0.start < $1.start }) where edit.start >= position {
            output += text[position..<edit.start]
            let holder = document.nodes[edit.container]
            let spansLines = text[Int(holder.start)..<Int(holder.end)].contains(0x0A)
            let rendered = spansLines ? edit.text.text(indent: indentation(before: edit.start)) : edit.text.inlineText
            output += Array(rendered.utf8)
            position = edit.end
        }
        output += text[position...]
        return output
    }

    /// The spaces and tabs that start the line holding `offset`.
    private func indentation(before offset: Int) -> String {
        let text = document.text
        var lineStart = offset
        while lineStart > 0, text[lineStart - 1] != 0x0A { lineStart -= 1 }
        var end = lineStart
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        return String(decoding: text[lineStart..<end], as: UTF8.self)
    }
}
