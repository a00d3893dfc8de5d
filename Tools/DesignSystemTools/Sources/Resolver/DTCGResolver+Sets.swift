import DesignSystem

extension DTCGResolver {
    // MARK: - Sets and modifiers

    mutating func setSources(_ name: String, _ value: WrittenJSON) -> WrittenJSON? {
        guard case .array? = value["sources"] else {
            errors.append(.invalidSet(name: name, reason: "expected a \"sources\" array of tokens or $ref objects"))
            return nil
        }
        return value["sources"]
    }

    mutating func modifier(_ name: String, _ value: WrittenJSON, file: String, location: String) -> Modifier? {
        var contextsValue = value["contexts"]
        if contextsValue == nil, let singular = value["context"] {
            warnings.append("modifier \"\(name)\": \"context\" read as \"contexts\", the name the module gives it")
            contextsValue = singular
        }
        guard case let .object(members)? = contextsValue else {
            errors.append(.invalidModifier(name: name, reason: "expected a \"contexts\" object of context names"))
            return nil
        }
        guard !members.isEmpty else {
            errors.append(.invalidModifier(name: name, reason: "\"contexts\" is empty; a modifier needs at least one"))
            return nil
        }
        if members.count == 1 {
            warnings.append("modifier \"\(name)\": only one context; a set says the same")
        }
        var contexts: [(name: String, sources: WrittenJSON)] = []
        for (context, sources) in members {
            guard case .array = sources else {
                errors.append(
                    .invalidModifier(name: name, reason: "context \"\(context)\" must be an array of token sources"))
                return nil
            }
            contexts.append((context, sources))
        }
        var defaultContext: String?
        if let given = value["default"] {
            guard let text = given.stringValue, members.contains(where: { $0.key == text }) else {
                errors.append(
                    .invalidModifier(
                        name: name,
                        reason: "default \(given.inlineText) is not one of its contexts ("
                            + members.map { "\"\($0.key)\"" }.joined(separator: ", ") + ")"))
                return nil
            }
            defaultContext = text
        }
        return Modifier(
            name: name, contexts: contexts, defaultContext: defaultContext, file: file,
            contextsLocation: location + (value["contexts"] == nil ? "/context" : "/contexts"))
    }

    mutating func referencedItem(_ entry: WrittenJSON, location: String) -> Item? {
        guard let followed = follow(entry, file: resolverFile, location: location, fromSetOrModifier: false) else {
            return nil
        }
        let parts = followed.pointer.split(separator: "/").map(String.init)
        let name = parts.last.map(Self.unescape) ?? followed.file
        let target = followed.value
        if parts.first == "modifiers" || target["contexts"] != nil || target["context"] != nil {
            return modifier(name, target, file: followed.file, location: followed.pointer).map(Item.modifier)
        }
        guard let sources = setSources(name, target) else { return nil }
        return .set(name: name, sources: sources, file: followed.file, location: followed.pointer)
    }

    // MARK: - Merging

    /// The tokens of the set whose `sources` are at `location` in `file`, resolved the first
    /// time it is named and remembered: a set named twice by each of a chain of sets is
    /// resolved once, not once per path to it.
    ///
    /// - Parameters:
    ///   - depth: How many sets hold this one, each naming it as a source.
    ///   - remembered: Whether the sources are the set's own; keys beside a `$ref` that
    ///     replace them make a set that is resolved on its own each time.
    /// - Returns: Nil when the set cannot be resolved; its errors are reported once.
    mutating func setTokens(
        _ sources: WrittenJSON, file: String, location: String, depth: Int, remembered: Bool = true
    ) -> WrittenJSON? {
        let key = file + "#" + location
        if remembered, let known = resolvedSets[key] { return known }
        if let start = setsInProgress.firstIndex(of: key) {
            // A set naming the same set twice meets the cycle twice; it is one cycle.
            let cycle = Array(setsInProgress[start...]) + [key]
            if reportedCycles.insert(cycle).inserted { errors.append(.referenceCycle(cycle)) }
            return nil
        }
        guard depth <= Self.referenceDepthLimit else {
            errors.append(
                .invalidReference(
                    location: location, reference: "#" + location,
                    reason: "sets nested more than \(Self.referenceDepthLimit) deep"))
            return nil
        }
        setsInProgress.append(key)
        let errorsBefore = errors.count
        let tokens = mergeSources(sources, file: file, location: location + "/sources", depth: depth + 1)
        setsInProgress.removeLast()
        let resolved = errors.count == errorsBefore ? tokens : nil
        if remembered { resolvedSets[key] = .some(resolved) }
        return resolved
    }

    /// Merges each source in order into a new token set: inline tokens, a token file (or a
    /// part of one), or a set, whose tokens are merged in its place.
    ///
    /// - Returns: Nil when the work budget ran out.
    mutating func mergeSources(_ sources: WrittenJSON, file: String, location: String, depth: Int) -> WrittenJSON? {
        guard case let .array(items) = sources else { return .object([]) }
        let tokens = MergedTokenSet()
        for (index, source) in items.enumerated() {
            let here = location + "/\(index)"
            let part: WrittenJSON
            if source["$ref"] == nil {
                guard case .object = source else {
                    errors.append(.invalidSet(name: here, reason: "a source must be an object of tokens or a $ref"))
                    continue
                }
                merged.append("(inline)")
                part = source
            } else {
                guard let followed = follow(source, file: file, location: here, fromSetOrModifier: true) else {
                    continue
                }
                let target = followed.value
                if followed.pointer.hasPrefix("/sets/"), let nested = target["sources"] {
                    guard
                        let setPart = setTokens(
                            nested, file: followed.file, location: followed.pointer, depth: depth,
                            remembered: !followed.isOverridden)
                    else {
                        if budget.isExhausted { return nil }
                        continue
                    }
                    part = setPart
                } else {
                    guard case .object = target else {
                        errors.append(
                            .invalidReference(
                                location: here, reference: source["$ref"]?.stringValue ?? "",
                                reason: "expected an object of tokens, found \(target.inlineText.prefix(40))"))
                        continue
                    }
                    merged.append(followed.file + (followed.pointer.isEmpty ? "" : "#" + followed.pointer))
                    part = target
                }
            }
            guard tokens.merge(part, budget: &budget) else {
                reportExhaustedBudget()
                return nil
            }
        }
        return tokens.written
    }
}
