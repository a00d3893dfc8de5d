import DesignSystem
import Foundation

extension DTCGResolver {
    /// Where a chain of reference objects ends.
    struct Followed {
        /// The value at the end, with the keys beside each `$ref` applied over it.
        let value: WrittenJSON
        /// Its file, relative to the resolver's folder.
        let file: String
        /// Its JSON Pointer in that file.
        let pointer: String
        /// Whether keys beside a `$ref` replaced some of what the target holds.
        let isOverridden: Bool
    }

    /// Follows `value` while it is a reference object, applying the keys beside each `$ref`
    /// as shallow overrides; nil, with the error reported, when a reference cannot be followed.
    mutating func follow(_ value: WrittenJSON, file: String, location: String, fromSetOrModifier: Bool) -> Followed? {
        var current = value
        var currentFile = file
        var currentLocation = location
        var isOverridden = false
        var chain: [String] = []
        while let reference = current["$ref"] {
            guard let text = reference.stringValue else {
                errors.append(
                    .invalidReference(
                        location: currentLocation, reference: reference.inlineText, reason: "not a string"))
                return nil
            }
            let parsed: ResolverReference
            do {
                parsed = try ResolverReference(text, base: currentFile)
            } catch {
                errors.append(.invalidReference(location: currentLocation, reference: text, reason: error.reason))
                return nil
            }
            let targetFile = parsed.file ?? currentFile
            if parsed.pointer.hasPrefix("/resolutionOrder") {
                errors.append(
                    .invalidReference(
                        location: currentLocation, reference: text,
                        reason: "points into resolutionOrder, which nothing may reference"))
                return nil
            }
            if fromSetOrModifier && parsed.pointer.hasPrefix("/modifiers/") {
                errors.append(
                    .invalidReference(
                        location: currentLocation, reference: text,
                        reason: "a set or modifier must not reference a modifier; only resolutionOrder may"))
                return nil
            }
            let key = targetFile + "#" + parsed.pointer
            if chain.contains(key) {
                errors.append(.referenceCycle(chain + [key]))
                return nil
            }
            if targetFile == currentFile
                && (currentLocation == parsed.pointer || currentLocation.hasPrefix(parsed.pointer + "/"))
            {
                errors.append(
                    .invalidReference(
                        location: currentLocation, reference: text,
                        reason: "points at the object that holds it, which would include itself without end"))
                return nil
            }
            guard chain.count < Self.referenceDepthLimit else {
                errors.append(
                    .invalidReference(
                        location: currentLocation, reference: text,
                        reason: "more than \(Self.referenceDepthLimit) references in a row"))
                return nil
            }
            chain.append(key)
            guard let document = load(targetFile, from: currentLocation) else { return nil }
            guard let target = self.value(at: parsed.tokens, in: document, file: targetFile) else {
                if budget.isExhausted {
                    reportExhaustedBudget()
                } else {
                    errors.append(
                        .invalidReference(
                            location: currentLocation, reference: text,
                            reason:
                                "nothing at \(parsed.pointer.isEmpty ? "the root" : parsed.pointer) in \(targetFile)"
                        ))
                }
                return nil
            }
            let overrides = current.members.filter { $0.key != "$ref" }
            current = target
            if !overrides.isEmpty, case let .object(members) = current {
                // The object is copied with the keys replaced: one pass over it.
                guard budget.charge(members.count + overrides.count) else {
                    reportExhaustedBudget()
                    return nil
                }
                var replacing: [String: WrittenJSON] = [:]
                for (key, value) in overrides { replacing[key] = value }
                var result = members.map { member in (key: member.key, value: replacing[member.key] ?? member.value) }
                var present = Set(members.map(\.key))
                for (key, value) in overrides where present.insert(key).inserted {
                    result.append((key, replacing[key] ?? value))
                }
                current = .object(result)
                isOverridden = true
            }
            currentFile = targetFile
            currentLocation = parsed.pointer
        }
        return Followed(value: current, file: currentFile, pointer: currentLocation, isOverridden: isOverridden)
    }

    /// The value `tokens` lead to in `document` (the file `file`). A large object is looked
    /// into through an index of its members, built once and charged to the budget, so that
    /// a thousand references into one group cost a thousand lookups, not a thousand readings
    /// of the group.
    private mutating func value(at tokens: [String], in document: WrittenJSON, file: String) -> WrittenJSON? {
        var current = document
        var location = file + "#"
        for token in tokens {
            switch current {
            case let .object(members):
                let index: Int?
                if members.count <= Self.smallObject {
                    guard budget.charge(members.count) else { return nil }
                    index = members.lastIndex { $0.key == token }
                } else {
                    if memberIndexes[location] == nil {
                        guard budget.charge(members.count) else { return nil }
                        var byKey: [String: Int] = [:]
                        for (position, member) in members.enumerated() { byKey[member.key] = position }
                        memberIndexes[location] = byKey
                    }
                    index = memberIndexes[location]?[token]
                }
                guard let index else { return nil }
                current = members[index].value
            case let .array(items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                current = items[index]
            default: return nil
            }
            location += "/" + Self.escape(token)
        }
        return current
    }

    /// Objects up to this many members are read member by member; larger ones get an index.
    static let smallObject = 16

    /// The file at `path` (relative to the resolver's folder), read once.
    mutating func load(_ path: String, from location: String) -> WrittenJSON? {
        if let document = documents[path] { return document }
        guard documents.count < Self.fileLimit else {
            errors.append(
                .unreadableFile(path: path, reason: "more than \(Self.fileLimit) files; refusing to read more"))
            return nil
        }
        guard let folder else {
            errors.append(.unreadableFile(path: path, reason: "the resolver's folder does not exist"))
            return nil
        }
        let file: [UInt8]
        do {
            file = try folder.read(path).bytes
        } catch {
            let named = error.reason == "no such file" ? "no such file (named at \(location))" : error.reason
            errors.append(.unreadableFile(path: path, reason: named))
            return nil
        }
        switch JSONReader.read(file) {
        case let .failure(error):
            errors.append(.unreadableFile(path: path, reason: "expected JSON, found an error at \(error)"))
            return nil
        case let .success(output):
            guard output.document.kind(output.document.root) == .object,
                let document = WrittenJSON(output.document, node: output.document.root)
            else {
                errors.append(
                    .unreadableFile(
                        path: path,
                        reason: "expected a JSON object nested at most \(WrittenJSON.depthLimit) levels"))
                return nil
            }
            budget.allow(valuesRead: output.document.nodes.count)
            documents[path] = document
            return document
        }
    }
}
