/// One `---`-separated part of a flow file.
struct YAMLDocument: Sendable {
    /// The value, or `nil` for a document with no content.
    let root: YAMLNode?
    /// The `---` line that opened the document; `nil` for the first one.
    let separator: FlowFileSourceLocation?
}
