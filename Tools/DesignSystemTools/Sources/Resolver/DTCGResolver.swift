import DesignSystem
import Foundation

/// Applies a DTCG 2025.10 resolver document: validates the inputs against its modifiers, then
/// merges its sets and the chosen context of each modifier in `resolutionOrder`, a later token
/// replacing an earlier one. Aliases are left for the token check, as the module's third stage.
///
/// Files are read only from the resolver's own folder and below: a `$ref` that is absolute,
/// remote, or leads out of the folder (by `..` or a symbolic link) is refused. References are
/// followed at most `referenceDepthLimit` in a row, sets nest at most as deep, and at most
/// `fileLimit` files are read. Each set is resolved once, however many sets name it; a set
/// that names itself through others is a cycle; and the work of merging is bounded by what
/// the files hold (see `WorkBudget`).
public struct DTCGResolver {
    /// The tokens a resolver produces for one input.
    public struct Resolution: Sendable {
        /// The merged token set, as DTCG JSON with two-space indentation.
        public let tokens: String
        /// What the document does that the module advises against, e.g. one-context modifiers.
        public let warnings: [String]
        /// The sources merged, in order: file paths relative to the resolver's folder (with a
        /// `#pointer` when one was given), or `(inline)`. A set named again is merged as it was
        /// first resolved, and its sources are listed only that first time.
        public let sources: [String]
        /// The work merging took (see `WorkBudget`): what the tests of its bounds count.
        let work: Int
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

    /// How many `$ref`s may be followed one after another, and how deeply sets may nest.
    public static let referenceDepthLimit = 32
    /// How many files one resolution may read.
    public static let fileLimit = 1_000

    /// The resolver's folder; nil when it does not exist.
    let folder: ConfinedFolder?
    let resolverFile: String
    var documents: [String: WrittenJSON] = [:]
    var errors: [ResolverError] = []
    var warnings: [String] = []
    var merged: [String] = []
    /// Each set resolved so far, by `file#pointer`: its tokens, or nil when it failed (its
    /// errors are reported once, where it was first resolved).
    var resolvedSets: [String: WrittenJSON?] = [:]
    /// The sets being resolved, outermost first: a set met again among them is a cycle.
    var setsInProgress: [String] = []
    /// The cycles of sets reported, each once.
    var reportedCycles: Set<[String]> = []
    var budget = WorkBudget()
    /// Indexes of large objects' members, by `file#pointer`, each built once.
    var memberIndexes: [String: [String: Int]] = [:]

    private init(folder: ConfinedFolder?, resolverFile: String) {
        self.folder = folder
        self.resolverFile = resolverFile
    }

    /// Applies the resolver at `url` to `inputs` (modifier name to context name).
    public static func resolve(resolverAt url: URL, inputs: [String: String]) -> Result<Resolution, Failure> {
        let folder = ConfinedFolder(url.deletingLastPathComponent())
        var resolver = DTCGResolver(folder: folder, resolverFile: url.lastPathComponent)
        let tokens = resolver.run(inputs: inputs)
        guard resolver.errors.isEmpty, let tokens else {
            return .failure(Failure(errors: resolver.errors, warnings: resolver.warnings))
        }
        return .success(
            Resolution(
                tokens: tokens.text(indent: "") + "\n", warnings: resolver.warnings, sources: resolver.merged,
                work: resolver.budget.spent))
    }

    // MARK: - Stages

    /// A set or modifier of `resolutionOrder`, with the file its references are relative to.
    enum Item {
        /// A set: its sources, and `file#pointer`, which names it.
        case set(name: String, sources: WrittenJSON, file: String, location: String)
        case modifier(Modifier)
    }

    struct Modifier {
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
        let tokens = MergedTokenSet()
        for item in items {
            let part: WrittenJSON?
            switch item {
            case let .set(_, sources, file, location):
                part = setTokens(sources, file: file, location: location, depth: 0)
            case let .modifier(modifier):
                guard let context = chosen[modifier.name],
                    let sources = modifier.contexts.first(where: { $0.name == context })?.sources
                else { continue }
                part = mergeSources(
                    sources, file: modifier.file, location: modifier.contextsLocation + "/" + Self.escape(context),
                    depth: 0)
            }
            guard let part else { continue }
            guard tokens.merge(part, budget: &budget) else {
                reportExhaustedBudget()
                return nil
            }
        }
        return errors.isEmpty ? tokens.written : nil
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

    /// Reports, once, that the work of merging went past its limit.
    mutating func reportExhaustedBudget() {
        let reported = errors.contains { if case .tooMuchWork = $0 { true } else { false } }
        if !reported { errors.append(.tooMuchWork(limit: budget.limit)) }
    }

    static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
