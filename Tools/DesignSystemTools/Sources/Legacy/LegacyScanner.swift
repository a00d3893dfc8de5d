import DesignSystem

/// Finds every value of one parsed file that is in an earlier form, and every member a token
/// writes beside `$value`, and the edits that rewrite each in place. Only the bytes of those
/// values (and, for Tokens Studio shadows, the keys `x`, `y`, `type`) and of those members,
/// moved into `$extensions`, change; every other byte of the file is kept as written.
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
    /// without parsing it again (with `renamedKeys` and `movedMembers`), so that every line
    /// stays where the file has it.
    private(set) var replacements: [Int: JSONValue] = [:]
    /// Each renamed key (Tokens Studio's shadows) by the value it names.
    private(set) var renamedKeys: [Int: String] = [:]
    /// The values of the members that leave their token: moved into `$extensions`, or a `unit`
    /// whose meaning goes into `$value` or whose unit the format lacks (the value says why).
    private(set) var movedMembers: Set<Int> = []
    /// Every member a token writes beside `$value` that belongs in `$extensions`, in file order.
    private(set) var membersBesideValue: [MemberBesideValue] = []
    /// Those of `membersBesideValue` the edits move; the others are in `unmovedMembers`.
    private(set) var movedIntoExtensions: [MemberBesideValue] = []
    /// Members beside `$value` that cannot be moved into `$extensions`, with why.
    private(set) var unmovedMembers: [UnmigratableValue] = []
    /// Each member beside `$value` with its byte offset, and whether the edits move it.
    private var membersFound: [(offset: Int, found: MemberBesideValue, moved: Bool)] = []

    /// Scans `document`, naming `file` in what it finds.
    init(_ document: JSONDocument, file: String) {
        self.document = document
        self.file = file
        scan()
        findings.sort { ($0.line, $0.path) < ($1.line, $1.path) }
        unmigratable.sort { ($0.line, $0.path) < ($1.line, $1.path) }
        // By where each is written: several members may share a line.
        let members = membersFound.sorted { $0.offset < $1.offset }
        membersBesideValue = members.map(\.found)
        movedIntoExtensions = members.filter(\.moved).map(\.found)
        unmovedMembers.sort { $0.line < $1.line }
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
                token(object, value: valueNode, path: path, rawType: type)
                continue
            }
            for (key, member) in document.members(object) where !key.hasPrefix("$") || key == "$root" {
                pending.append((member, path.isEmpty ? key : path + "." + key, type))
            }
        }
    }

    /// A token's `$value`, and the members it writes beside it: a `unit` that a bare number
    /// needs goes into the value, the others are data to move into `$extensions`.
    private mutating func token(_ object: Int, value: Int, path: String, rawType: String?) {
        var moving = document.members(object).filter { !$0.key.hasPrefix("$") && !holdsTokens($0.value) }
        var dropping: Set<Int> = []
        if let rawType, let type = TokensStudioType.tokenType(rawType), type == .dimension || type == .duration,
            let unit = moving.first(where: { $0.key == "unit" }), let unitName = document.string(unit.value),
            let json = document.value(value, depthLimit: 8),
            let outcome = LegacyValueRewriter.withUnitMember(
                json, written: document.rawText(value), unit: unitName, type: type)
        {
            moving.removeAll { $0.value == unit.value }
            movedMembers.insert(unit.value)
            if case .replace = outcome { dropping.insert(unit.value) }
            leaf(value, path: path, container: object, inComposite: false) { _ in outcome }
        } else if let rawType {
            rewriteValue(value, rawType: rawType, path: path, container: object)
        }
        guard !moving.isEmpty || !dropping.isEmpty else { return }
        movedMembers.formUnion(moving.map(\.value))
        let move = MemberMove.edits(in: document, token: object, moving: moving, dropping: dropping)
        edits += move.edits
        for member in moving {
            let found = MemberBesideValue(member: member.key, path: path, file: file, line: document.line(member.value))
            membersFound.append((Int(document.nodes[member.value].start), found, move.refusal == nil))
        }
        guard let refusal = move.refusal else { return }
        for member in moving {
            unmovedMembers.append(
                UnmigratableValue(
                    path: path, file: file, line: document.line(member.value),
                    found: JSONValue.string(member.key).jsonText + ": " + document.rawText(member.value),
                    reason: "cannot move it into $extensions: " + refusal))
        }
    }

    /// Whether a member is a token or holds one (an object with `$value` anywhere in it):
    /// nested tokens, not data, which the check reports as such.
    private func holdsTokens(_ member: Int) -> Bool {
        var pending = [member]
        while let node = pending.popLast() {
            let members = document.members(node)
            if members.contains(where: { $0.key == "$value" }) { return true }
            pending += members.map(\.value) + document.elements(node)
        }
        return false
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
        guard let key = document.keyRange(ofMember: value) else { return }
        let old = String(decoding: document.text[key], as: UTF8.self)
        renamedKeys[value] = name
        edits.append(Edit(start: key.lowerBound, end: key.upperBound, text: .string(name), container: container))
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
        // An insertion sorts before a removal that starts where it does, so both apply.
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where edit.start >= position {
            output += text[position..<edit.start]
            let rendered =
                document.spansLines(edit.container)
                ? edit.text.text(indent: document.indentation(ofLineAt: edit.start)) : edit.text.inlineText
            output += Array(rendered.utf8)
            position = edit.end
        }
        output += text[position...]
        return output
    }
}
