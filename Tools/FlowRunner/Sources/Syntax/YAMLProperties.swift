/// The anchor (`&name`) and tag (`!tag`) written before a value.
struct YAMLProperties {
    /// The anchor's name, without `&`.
    var anchor: String?
    /// The tag, resolved to its full name.
    var tag: String?
    /// Where the first property starts.
    var location: FlowFileSourceLocation?

    /// Whether neither an anchor nor a tag was written.
    var isEmpty: Bool { anchor == nil && tag == nil }

    /// Adds the properties written on a following line before the same value.
    ///
    /// - Throws: `FlowFileSyntaxError` when both give an anchor, or both a tag.
    mutating func merge(_ other: YAMLProperties) throws(FlowFileSyntaxError) {
        guard !other.isEmpty else { return }
        if let anchor = other.anchor {
            guard self.anchor == nil else {
                throw FlowFileSyntaxError(
                    "a value can have only one anchor",
                    at: other.location ?? location ?? FlowFileSourceLocation(file: "", line: 1, column: 1))
            }
            self.anchor = anchor
        }
        if let tag = other.tag {
            guard self.tag == nil else {
                throw FlowFileSyntaxError(
                    "a value can have only one tag",
                    at: other.location ?? location ?? FlowFileSourceLocation(file: "", line: 1, column: 1))
            }
            self.tag = tag
        }
        if location == nil { location = other.location }
    }
}
