/// A token the import reader cares about; everything else in a file is skipped.
struct SourceToken: Equatable {
    enum Kind: Equatable {
        /// A name or keyword (backquoted names keep their backquotes, so they never read as keywords).
        case word
        /// `@name`; the text is the name without `@`.
        case attribute
        /// One punctuation character: `.`, `(`, `)`, `;`, `{`, `}`.
        case punctuation
        /// The end of a line, where a new declaration may start.
        case newline
    }

    let kind: Kind
    let text: String
    let line: Int
}
