import DesignSystem
import Foundation

/// Applies a DTCG 2025.10 resolver document: validates the inputs against its modifiers, then
/// merges its sets and the chosen context of each modifier in `resolutionOrder`, a later token
/// replacing an earlier one. Aliases are left for the token check, as the module's third stage.
///
/// Files are read only from the resolver's own folder and below: a `$ref` that is absolute,
/// remote, or leads out of the folder (by `..` or a symbolic link) is refused. References are
/// followed at most `referenceDepthLimit` deep and at most `fileLimit` files are read.
public struct DTCGResolver {
    /// The tokens a resolver produces for one input.
    public struct Resolution: Sendable {
        /// The merged token set, as DTCG JSON with two-space indentation.
        public let tokens: String
        /// What the document does that the module advises against, e.g. one-context modifiers.
        public let warnings: [String]
        /// The sources merged, in order: file paths relative to the resolver's folder (with a
        /// `#pointer` when one was given), or `(inline)`.
        public let sources: [String]
    }

    /// Why a resolver could not be applied: every error found, and the warnings.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// Every error, in the order found.
        public let errors: [ResolverError]
        /// What the document does that the module advises against.
        public let warnings: [String]

        /// One error a line.
        public var description: String { errors.map(\.description).joined(separator: "\n") }
    }

    /// How many `$ref`s may be followed one after another.
    public static let referenceDepthLimit = 32
    /// How many files one resolution may read.
    public static let fileLimit = 1_000

    private let folder: URL
    private let resolverFile: String
    private var documents: [String: WrittenJSON] = [:]
    private var errors: [ResolverError] = []
    private var warnings: [String] = []
    private var merged: [String] = []

    private init(folder: URL, resolverFile: String) {
        self.folder = folder
        self.resolverFile = resolverFile
    }

    /// Applies the resolver at `url` to `inputs` (modifier name to context name).
    public static func resolve(resolverAt url: URL, inputs: [String: String]) -> Result<Resolution, Failure> {
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        var resolver = DTCGResolver(folder: folder, resolverFile: url.lastPathComponent)
        let tokens = resolver.run(inputs: inputs)
        guard resolver.errors.isEmpty, let tokens else {
            return .failure(Failure(errors: resolver.errors, warnings: resolver.warnings))
        }
        return .success(
            Resolution(tokens: tokens.text(indent: "") + "\n", warnings: resolver.warnings, sources: resolver.merged))
    }

    // MARK: - Stages

    /// A set or modifier of `resolutionOrder`, with the file its references are relative to.
    private enum Item {
        case set(name: String, sources: WrittenJSON, file: String, location: String)
        case modifier(Modifier)
    }

    private struct Modifier {
        let name: String
        let contexts: [(name: String, sources: WrittenJSON)]
        let defaultContext: String?
        let file: String
        /// Where its contexts are, `/modifiers/theme/contexts`.
        let contextsLocation: String
    }

    private mutating func run(inputs: [String: String]) -> WrittenJSON? {
        guard let document = load(resolverFile, from: "(resolver)") else { return nil }
        if let version = document["version"], version.stringValue != "2025.10" {
            errors.append(.wrongVersion(found: version.inlineText))
        }
        var modifiers: [Modifier] = []
        for (name, value) in document["modifiers"]?.members ?? [] {
            if let modifier = modifier(name, value, file: resolverFile, location: "/modifiers/" + Self.escape(name)) {
                modifiers.append(modifier)
            }
        }
        guard case let .array(order)? = document["resolutionOrder"] else {
            errors.append(.missingResolutionOrder)
            return nil
        }
        var items: [Item] = []
        var inlineNames: Set<String> = []
        for (index, entry) in order.enumerated() {
            let location = "/resolutionOrder/\(index)"
            if entry["$ref"] != nil {
                if let item = referencedItem(entry, location: location) { items.append(item) }
                continue
            }
            guard let name = entry["name"]?.stringValue else {
                errors.append(.incompleteInlineItem(index: index, missing: "a \"name\""))
                continue
            }
            if !inlineNames.insert(name).inserted { errors.append(.duplicateName(name)) }
            switch entry["type"]?.stringValue {
            case "set":
                if let sources = setSources(name, entry) {
                    items.append(.set(name: name, sources: sources, file: resolverFile, location: location))
                }
            case "modifier":
                if let modifier = modifier(name, entry, file: resolverFile, location: location) {
                    modifiers.append(modifier)
                    items.append(.modifier(modifier))
                }
            default:
                errors.append(.incompleteInlineItem(index: index, missing: "\"type\": \"set\" or \"modifier\""))
            }
        }
        let chosen = validate(inputs, against: modifiers)
        guard errors.isEmpty else { return nil }
        var tokens = WrittenJSON.object([])
        for item in items {
            switch item {
            case let .set(_, sources, file, location):
                mergeSources(sources, file: file, location: location + "/sources", into: &tokens)
            case let .modifier(modifier):
                guard let context = chosen[modifier.name],
                    let sources = modifier.contexts.first(where: { $0.name == context })?.sources
                else { continue }
                mergeSources(
                    sources, file: modifier.file, location: modifier.contextsLocation + "/" + Self.escape(context),
                    into: &tokens)
            }
        }
        return errors.isEmpty ? tokens : nil
    }

    /// Input validation: every input names a modifier and one of its contexts (matched
    /// without regard to case, as the module advises), every modifier without a default has
    /// an input. Returns the context chosen for each modifier.
    private mutating func validate(_ inputs: [String: String], against modifiers: [Modifier]) -> [String: String] {
        var chosen: [String: String] = [:]
        for (key, value) in inputs.sorted(by: { $0.key < $1.key }) {
            guard
                let modifier = modifiers.first(where: { $0.name == key })
                    ?? modifiers.first(where: { $0.name.lowercased() == key.lowercased() })
            else {
                errors.append(.unknownModifier(key))
                continue
            }
            let names = modifier.contexts.map(\.name)
            guard
                let context = names.first(where: { $0 == value })
                    ?? names.first(where: {
                        $0.lowercased() == value.lowercased()
                    })
            else {
                errors.append(.invalidContext(modifier: modifier.name, value: value, allowed: names))
                continue
            }
            chosen[modifier.name] = context
        }
        for modifier in modifiers where chosen[modifier.name] == nil {
            if let fallback = modifier.defaultContext {
                chosen[modifier.name] = fallback
            } else if !inputs.keys.contains(where: { $0.lowercased() == modifier.name.lowercased() }) {
                errors.append(.missingInput(modifier: modifier.name, allowed: modifier.contexts.map(\.name)))
            }
        }
        return chosen
    }

    // MARK: - Sets and modifiers

    private mutating func setSources(_ name: String, _ value: WrittenJSON) -> WrittenJSON? {
        guard case .array? = value["sources"] else {
            errors.append(.invalidSet(name: name, reason: "expected a \"sources\" array of tokens or $ref objects"))
            return nil
        }
        return value["sources"]
    }

    private mutating func modifier(_ name: String, _ value: WrittenJSON, file: String, location: String) -> Modifier? {
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

    private mutating func referencedItem(_ entry: WrittenJSON, location: String) -> Item? {
        guard
            let (target, file, pointer) = follow(
                entry, file: resolverFile, location: location, fromSetOrModifier: false)
        else { return nil }
        let parts = pointer.split(separator: "/").map(String.init)
        let name = parts.last.map(Self.unescape) ?? file
        if parts.first == "modifiers" || target["contexts"] != nil || target["context"] != nil {
            return modifier(name, target, file: file, location: pointer).map(Item.modifier)
        }
        guard let sources = setSources(name, target) else { return nil }
        return .set(name: name, sources: sources, file: file, location: pointer)
    }

    /// Merges each source in order: inline tokens, a token file (or a part of one), or a set,
    /// whose sources are merged in its place.
    private mutating func mergeSources(
        _ sources: WrittenJSON, file: String, location: String, into tokens: inout WrittenJSON, depth: Int = 0
    ) {
        guard case let .array(items) = sources else { return }
        for (index, source) in items.enumerated() {
            let here = location + "/\(index)"
            guard source["$ref"] != nil else {
                guard case .object = source else {
                    errors.append(.invalidSet(name: here, reason: "a source must be an object of tokens or a $ref"))
                    continue
                }
                merged.append("(inline)")
                tokens.merge(source)
                continue
            }
            guard
                let (target, targetFile, pointer) = follow(source, file: file, location: here, fromSetOrModifier: true)
            else { continue }
            if pointer.hasPrefix("/sets/"), let nested = target["sources"] {
                guard depth < Self.referenceDepthLimit else {
                    errors.append(
                        .invalidReference(
                            location: here, reference: pointer,
                            reason: "sets nested more than \(Self.referenceDepthLimit) deep"))
                    return
                }
                mergeSources(nested, file: targetFile, location: pointer + "/sources", into: &tokens, depth: depth + 1)
                continue
            }
            guard case .object = target else {
                errors.append(
                    .invalidReference(
                        location: here, reference: source["$ref"]?.stringValue ?? "",
                        reason: "expected an object of tokens, found \(target.inlineText.prefix(40))"))
                continue
            }
            merged.append(targetFile + (pointer.isEmpty ? "" : "#" + pointer))
            tokens.merge(target)
        }
    }

    // MARK: - References

    /// Follows `value` while it is a reference object, applying the keys beside each `$ref`
    /// as shallow overrides; the final value, its file and its pointer.
    private mutating func follow(_ value: WrittenJSON, file: String, location: String, fromSetOrModifier: Bool)
        -> (WrittenJSON, String, String)?
    {
        var current = value
        var currentFile = file
        var currentLocation = location
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
            guard let target = Self.value(at: parsed.tokens, in: document) else {
                errors.append(
                    .invalidReference(
                        location: currentLocation, reference: text,
                        reason: "nothing at \(parsed.pointer.isEmpty ? "the root" : parsed.pointer) in \(targetFile)"))
                return nil
            }
            let overrides = current.members.filter { $0.key != "$ref" }
            current = target
            if !overrides.isEmpty, case var .object(members) = current {
                for (key, value) in overrides {
                    if let index = members.firstIndex(where: { $0.key == key }) {
                        members[index].value = value
                    } else {
                        members.append((key, value))
                    }
                }
                current = .object(members)
            }
            currentFile = targetFile
            currentLocation = parsed.pointer
        }
        return (current, currentFile, currentLocation)
    }

    private static func value(at tokens: [String], in document: WrittenJSON) -> WrittenJSON? {
        var current = document
        for token in tokens {
            switch current {
            case .object:
                guard let next = current[token] else { return nil }
                current = next
            case let .array(items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                current = items[index]
            default: return nil
            }
        }
        return current
    }

    /// The file at `path` (relative to the resolver's folder), read once.
    private mutating func load(_ path: String, from location: String) -> WrittenJSON? {
        if let document = documents[path] { return document }
        guard documents.count < Self.fileLimit else {
            errors.append(
                .unreadableFile(path: path, reason: "more than \(Self.fileLimit) files; refusing to read more"))
            return nil
        }
        let url = folder.appendingPathComponent(path).resolvingSymlinksInPath()
        guard url.path.hasPrefix(folder.path + "/") else {
            errors.append(
                .unreadableFile(path: path, reason: "leads out of the resolver's folder through a symbolic link"))
            return nil
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            errors.append(.unreadableFile(path: path, reason: "no such file (named at \(location))"))
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            errors.append(.unreadableFile(path: path, reason: "cannot be read"))
            return nil
        }
        switch JSONReader.read([UInt8](data)) {
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
            documents[path] = document
            return document
        }
    }

    private static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
