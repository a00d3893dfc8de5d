/// A catalogue string read as a format: literal text and the arguments it takes, `%@` for
/// text and `%lld` (or `%ld`, `%d`) for a number, each in order or by position (`%2$@`), and
/// `%%` for a per cent sign. Anything else after `%` is kept as literal text and reported by
/// `unsupportedSpecifiers`, so a catalogue check can name it.
public struct FormatString: Sendable, Equatable {
    /// What an argument must be.
    public enum ArgumentKind: String, Sendable, Equatable {
        /// `%@`.
        case text = "%@"
        /// `%lld`, `%ld` or `%d`.
        case number = "%lld"
    }

    enum Piece: Sendable, Equatable {
        case literal(String)
        /// The argument at `index`, counted from 0.
        case argument(index: Int, kind: ArgumentKind)
    }

    private(set) var pieces: [Piece]
    /// The specifiers after `%` this reader does not know, as written (`%s`).
    public private(set) var unsupportedSpecifiers: [String] = []

    /// Reads `text`. Linear in its length: each character is looked at a bounded number of times.
    public init(_ text: String) {
        pieces = []
        var literal = ""
        var nextIndex = 0
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            if afterPercent.first == "%" {
                literal += "%"
                rest = afterPercent.dropFirst()
                continue
            }
            guard let (specifier, position, kind) = Self.specifier(at: afterPercent) else {
                let shown = "%" + afterPercent.prefix(1)
                unsupportedSpecifiers.append(String(shown))
                literal += shown
                rest = afterPercent.dropFirst(min(1, afterPercent.count))
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            let index: Int
            if let position {
                index = position - 1
            } else {
                index = nextIndex
                nextIndex += 1
            }
            pieces.append(.argument(index: index, kind: kind))
            rest = afterPercent.dropFirst(specifier)
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.literal(literal)) }
    }

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The arguments the string takes, by index from 0: what two languages' strings for one key
    /// must agree on.
    public var arguments: [Int: ArgumentKind] {
        var arguments: [Int: ArgumentKind] = [:]
        for case let .argument(index, kind) in pieces { arguments[index] = kind }
        return arguments
    }

    /// Every argument the string writes, in order, with the kind it is written as: one argument
    /// may be written twice, even as two kinds (`%1$@ %1$lld`), which `arguments` cannot show.
    package var argumentUses: [(index: Int, kind: ArgumentKind)] {
        pieces.compactMap { piece in
            if case let .argument(index, kind) = piece { return (index, kind) }
            return nil
        }
    }

    /// The index of the last number argument: the count that chooses a plural form ("at
    /// least %1$lld characters; it has %2$lld" varies with what was typed, not the limit).
    var pluralCountIndex: Int? {
        pieces.compactMap { piece -> Int? in
            if case let .argument(index, .number) = piece { return index }
            return nil
        }.max()
    }

    /// The string with `arguments` written in; an argument the string names but was not given
    /// is left as its specifier, so the gap shows instead of crashing.
    public func written(with arguments: [LocalizedArgument]) -> String {
        pieces.map { piece in
            switch piece {
            case let .literal(text): text
            case let .argument(index, kind):
                arguments.indices.contains(index)
                    ? arguments[index].written : "%\(index + 1)$\(kind.rawValue.dropFirst())"
            }
        }.joined()
    }

    /// The same arguments with every literal changed by `transform`.
    func mappingLiterals(_ transform: (String) -> String) -> FormatString {
        FormatString(
            pieces: pieces.map { piece in
                if case let .literal(text) = piece { return .literal(transform(text)) }
                return piece
            })
    }

    /// This string followed by `other`.
    func appending(_ other: FormatString) -> FormatString {
        FormatString(pieces: pieces + other.pieces)
    }

    /// The length of the specifier at the start of `text` (after its `%`), its position when
    /// written as `N$`, and its kind; `nil` when it is not one this reader knows.
    private static func specifier(at text: Substring) -> (length: Int, position: Int?, kind: ArgumentKind)? {
        var length = 0
        var position: Int?
        let digits = text.prefix(while: \.isASCIIDigit)
        if !digits.isEmpty, text.dropFirst(digits.count).first == "$", let number = Int(digits), number > 0 {
            position = number
            length = digits.count + 1
        }
        let tail = text.dropFirst(length)
        for (written, kind) in [("@", ArgumentKind.text), ("lld", .number), ("ld", .number), ("d", .number)]
        where tail.hasPrefix(written) {
            return (length + written.count, position, kind)
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
