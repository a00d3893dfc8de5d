import DesignSystem

/// Moves the members one token writes beside `$value` into its `$extensions`, under
/// `extensionKey`, as edits of the file's text: every other byte is kept, the moved members
/// are copied as written, and what `$extensions` already holds stays.
///
/// Without `$extensions`, one is added after the token's last member that stays. A token
/// written over several lines gets the moved members on lines of their own, two spaces deeper
/// per level; a token on one line stays on one line.
enum MemberMove {
    /// The `$extensions` key the moved members go under: this project's reverse-domain name
    /// (the one its contrast pairs use), so that no other tool's data is taken for them, and
    /// `migrated`, which says where they came from. One key for all keeps each member's name
    /// as the team wrote it.
    static let extensionKey = "org.headless-coordinators.migrated"

    /// The edits that move `moving` (members of the token object `token`) into `$extensions`
    /// and remove `dropping` (members whose meaning went into the value); when `moving` cannot
    /// go there, the edits that remove `dropping` alone, and why.
    static func edits(
        in document: JSONDocument, token: Int, moving: [(key: String, value: Int)], dropping: Set<Int>
    ) -> (edits: [LegacyScanner.Edit], refusal: String?) {
        var removed = dropping
        var edits: [LegacyScanner.Edit] = []
        var refusal: String?
        if !moving.isEmpty {
            removed.formUnion(moving.map(\.value))
            let move = Move(document: document, token: token, moving: moving)
            switch move.insertion(keeping: removed) {
            case let .success(edit): edits.append(edit)
            case let .failure(reason):
                refusal = reason.text
                removed = dropping
            }
        }
        guard let removals = removals(in: document, token: token, removed: removed) else {
            return ([], unreadable.text)
        }
        return (edits + removals, refusal)
    }

    /// Why members cannot move.
    struct Refusal: Error {
        let text: String
    }

    static let unreadable = Refusal(text: "the text around the token could not be read")

    /// One edit per removed member that follows a member that stays, taking the comma before
    /// it, and one for the removed members before the first that stays, taking the comma after
    /// them: the ranges never overlap, so every edit applies.
    private static func removals(in document: JSONDocument, token: Int, removed: Set<Int>) -> [LegacyScanner.Edit]? {
        guard !removed.isEmpty else { return [] }
        let members = document.members(token)
        guard let firstKept = members.firstIndex(where: { !removed.contains($0.value) }) else { return nil }
        var edits: [LegacyScanner.Edit] = []
        if firstKept > 0 {
            guard let start = document.keyRange(ofMember: members[0].value)?.lowerBound,
                let end = document.keyRange(ofMember: members[firstKept].value)?.lowerBound
            else { return nil }
            edits.append(LegacyScanner.Edit(start: start, end: end, text: .literal(""), container: token))
        }
        for index in members.indices where index > firstKept && removed.contains(members[index].value) {
            let start = Int(document.nodes[members[index - 1].value].end)
            let end = Int(document.nodes[members[index].value].end)
            edits.append(LegacyScanner.Edit(start: start, end: end, text: .literal(""), container: token))
        }
        return edits
    }
}

extension MemberMove {
    /// The members of one token on their way into its `$extensions`.
    private struct Move {
        let document: JSONDocument
        let token: Int
        let moving: [(key: String, value: Int)]

        /// The edit that writes the members into `$extensions`, made when missing after the
        /// last member that stays (`removed` do not).
        func insertion(keeping removed: Set<Int>) -> Result<LegacyScanner.Edit, Refusal> {
            let tokenSpansLines = document.spansLines(token)
            guard let extensions = document.member(token, "$extensions") else {
                guard let last = document.members(token).last(where: { !removed.contains($0.value) }),
                    let key = document.keyRange(ofMember: last.value)
                else { return .failure(unreadable) }
                let indent = document.indentation(ofLineAt: key.lowerBound)
                let holder = movedObject(indent: indent + "  ", tokenSpansLines)
                let added = object([(quoted(extensionKey), holder)], indent, tokenSpansLines)
                return .success(append([(quoted("$extensions"), added)], after: last.value, indent, tokenSpansLines))
            }
            guard document.kind(extensions) == .object else {
                return .failure(Refusal(text: "its $extensions is not an object, so nothing can be added to it"))
            }
            guard let holder = document.member(extensions, extensionKey) else {
                return .success(
                    add(into: extensions, tokenSpansLines) { indent, multiLine in
                        [(quoted(extensionKey), movedObject(indent: indent, multiLine))]
                    })
            }
            guard document.kind(holder) == .object else {
                return .failure(Refusal(text: "its $extensions has \"\(extensionKey)\" and it is not an object"))
            }
            let taken = Set(document.members(holder).map(\.key))
            if let clash = moving.first(where: { taken.contains($0.key) }) {
                return .failure(
                    Refusal(
                        text: "its $extensions.\"\(extensionKey)\" already has \"\(clash.key)\": keep one of the two"))
            }
            return .success(add(into: holder, tokenSpansLines) { indent, _ in movedEntries(indent: indent) })
        }

        /// Adds the entries made for the indentation they will have (and whether their object
        /// spans lines) to the object `container`: after its last member, on lines of their
        /// own when it spans lines; an empty one is written anew, as the token is.
        private func add(
            into container: Int, _ tokenSpansLines: Bool,
            _ entries: (_ indent: String, _ multiLine: Bool) -> [(key: String, value: String)]
        ) -> LegacyScanner.Edit {
            let item = document.nodes[container]
            guard let last = document.members(container).last, let key = document.keyRange(ofMember: last.value) else {
                let indent = document.indentation(ofLineAt: Int(item.start))
                let text = object(entries(indent + "  ", tokenSpansLines), indent, tokenSpansLines)
                return LegacyScanner.Edit(
                    start: Int(item.start), end: Int(item.end), text: .literal(text), container: token)
            }
            let multiLine = document.spansLines(container)
            let indent = document.indentation(ofLineAt: key.lowerBound)
            return append(entries(indent, multiLine), after: last.value, indent, multiLine)
        }

        /// Entries written after the value `member`, as further members of its object, each on
        /// a line of its own at `indent` when `multiLine`.
        private func append(
            _ entries: [(key: String, value: String)], after member: Int, _ indent: String, _ multiLine: Bool
        ) -> LegacyScanner.Edit {
            let text = entries.map { (multiLine ? ",\n" + indent : ", ") + $0.key + ": " + $0.value }.joined()
            let end = Int(document.nodes[member].end)
            return LegacyScanner.Edit(start: end, end: end, text: .literal(text), container: token)
        }

        /// The moved members as one object for an entry at `indent`: `{ "unit": "px" }`.
        private func movedObject(indent: String, _ multiLine: Bool) -> String {
            object(movedEntries(indent: indent + "  "), indent, multiLine)
        }

        /// Each moved member's key and value as written, for an entry at `indent`: the lines
        /// after the first of a value over several lines keep their depth below it.
        private func movedEntries(indent: String) -> [(key: String, value: String)] {
            moving.map { member in
                let written = document.rawText(member.value)
                guard let key = document.keyRange(ofMember: member.value) else { return (quoted(member.key), written) }
                let keyText = String(decoding: document.text[key], as: UTF8.self)
                return (keyText, reindented(written, from: document.indentation(ofLineAt: key.lowerBound), to: indent))
            }
        }
    }

    /// `{ "a": 1, "b": 2 }`, or one member per line at `indent` plus two spaces and the closing
    /// brace at `indent`.
    private static func object(_ entries: [(key: String, value: String)], _ indent: String, _ multiLine: Bool)
        -> String
    {
        guard multiLine else { return "{ " + entries.map { $0.key + ": " + $0.value }.joined(separator: ", ") + " }" }
        let inner = indent + "  "
        return "{\n" + entries.map { inner + $0.key + ": " + $0.value }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    private static func quoted(_ text: String) -> String {
        JSONValue.string(text).jsonText
    }

    /// `text` with each line after the first moved from `old` indentation to `new`.
    private static func reindented(_ text: String, from old: String, to new: String) -> String {
        guard text.contains("\n") else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let moved = lines.dropFirst().map { $0.hasPrefix(old) ? new + $0.dropFirst(old.count) : String($0) }
        return ([String(lines[0])] + moved).joined(separator: "\n")
    }
}
