import HeadlessDefaults

/// Why a state file's contents are not a session: said in the notice when the file is set
/// aside. A value rather than a sentence, so that the notice words it in the person's language;
/// `description` is the English line logs and tests read.
public nonisolated enum SessionContentProblem: Error, Equatable, CustomStringConvertible {
    /// The file holds nothing.
    case empty
    /// The file is neither a binary nor an XML property list.
    case notPropertyList
    /// The file claims to be a binary property list and is damaged; `detail` is the reader's
    /// technical account (offsets, markers), in English only.
    case damagedBinary(detail: String)
    /// The file looks like XML and is not a readable property list; `detail` as above.
    case damagedXML(detail: String)
    /// The file's top level is not a dictionary of settings.
    case notSettings
    /// The value at `place` is of the kind `found` (`nil`: missing), not `expected`.
    case wrongKind(place: SessionValuePlace, found: PropertyListKind?, expected: SessionValueKind)
    /// The item at `place` has no `key`, which every such item has.
    case missing(key: String, place: SessionValuePlace)
    /// The date at `place` is "not a number", which would make the session differ from itself.
    case dateNotANumber(place: SessionValuePlace)

    /// The problem in English.
    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .notPropertyList: "it is not a property list (neither binary nor XML)"
        case let .damagedBinary(detail): "it is a damaged binary property list: \(detail)"
        case let .damagedXML(detail): "it is a damaged XML property list: \(detail)"
        case .notSettings: "it is not a dictionary of settings"
        case let .wrongKind(place, found, expected):
            "\(place) is \(found?.description ?? "missing"), not \(expected)"
        case let .missing(key, place): "\(place) has no \(key)"
        case let .dateNotANumber(place): "\(place) is a date that is not a number"
        }
    }
}
