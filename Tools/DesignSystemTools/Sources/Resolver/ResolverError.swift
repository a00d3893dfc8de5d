import DesignSystem

/// Something wrong with a resolver document, its references or the inputs given to it, each
/// as the DTCG 2025.10 Resolver module names it, with what to change.
public enum ResolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file the resolver names is not JSON, cannot be read, or is not an object.
    case unreadableFile(path: String, reason: String)
    /// `version` is there but is not `2025.10`.
    case wrongVersion(found: String)
    /// `resolutionOrder` is missing or not an array.
    case missingResolutionOrder
    /// A set without a `sources` array, or with a source that is not an object.
    case invalidSet(name: String, reason: String)
    /// A modifier with no `contexts`, an empty one, or a `default` that names none of them.
    case invalidModifier(name: String, reason: String)
    /// An inline set or modifier in `resolutionOrder` without `name` or `type`.
    case incompleteInlineItem(index: Int, missing: String)
    /// Two items of `resolutionOrder` with the same `name`.
    case duplicateName(String)
    /// A reference object that cannot be followed: where it is, what it says, and why.
    case invalidReference(location: String, reference: String, reason: String)
    /// Reference objects, or sets naming sets, that lead back to where they started.
    case referenceCycle([String])
    /// Merging the sets would take more work than `WorkBudget` allows for the files read.
    case tooMuchWork(limit: Int)
    /// An input names no modifier.
    case unknownModifier(String)
    /// An input's value is not one of its modifier's contexts.
    case invalidContext(modifier: String, value: String, allowed: [String])
    /// A modifier with no `default` was given no input.
    case missingInput(modifier: String, allowed: [String])

    /// What is wrong and what to change.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason): "\(path): \(reason)"
        case let .wrongVersion(found): "version: expected \"2025.10\", found \(found)"
        case .missingResolutionOrder:
            "resolutionOrder: missing; a resolver document lists its sets and modifiers, in order, in resolutionOrder"
        case let .invalidSet(name, reason): "set \"\(name)\": \(reason)"
        case let .invalidModifier(name, reason): "modifier \"\(name)\": \(reason)"
        case let .incompleteInlineItem(index, missing):
            "resolutionOrder[\(index)]: an inline set or modifier needs \(missing)"
        case let .duplicateName(name):
            "resolutionOrder: the name \"\(name)\" is used twice; names in resolutionOrder must be unique"
        case let .invalidReference(location, reference, reason): "\(location): $ref \"\(reference)\": \(reason)"
        case let .referenceCycle(references): "$ref cycle: " + references.joined(separator: " -> ")
        case let .tooMuchWork(limit):
            "merging the sets would visit more than \(limit) JSON members (\(WorkBudget.rule)); "
                + "a set named many times over, or reference objects whose keys replace large objects, "
                + "cost that much: name each set once where it is needed"
        case let .unknownModifier(name): "unknown modifier \"\(name)\""
        case let .invalidContext(modifier, value, allowed):
            "invalid context \"\(value)\" for modifier \"\(modifier)\": expected one of "
                + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .missingInput(modifier, allowed):
            "missing modifier \"\(modifier)\": give --input \(modifier)=VALUE, VALUE one of "
                + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}
