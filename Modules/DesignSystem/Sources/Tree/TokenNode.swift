/// A group or token of the merged tree, with the properties the file gave it.
package struct TokenNode: Sendable {
    /// The member name (`""` for the root).
    let name: String
    /// The enclosing group; `-1` for the root.
    let parent: Int
    package let isToken: Bool
    /// Groups only: members by name, and their names in the order they were added.
    package var children: [String: Int] = [:]
    var childOrder: [String] = []
    /// `$type` when it names a type; `typeIsInvalid` when it was present but unusable (already reported).
    package var type: TokenType?
    var typeIsInvalid = false
    var description: String?
    /// `$deprecated`: `.some(nil)` for `false` (overriding a deprecated group), a reason otherwise.
    var deprecation: String??
    /// `$extensions` exactly as written, kept intact for tools that read it; parsed for the
    /// root only (`nil` when absent or nested too deeply to build).
    var extensions: String?
    package var extensionsValue: JSONValue?
    /// Groups: the `$extends` reference as written, `{group.path}`; cleared once applied.
    var extends: String?
    /// Tokens: `$value`, or the target of a token-level JSON Pointer `$ref`.
    var value: JSONValue?
    var pointer: String?
    /// Where the file that defines the node writes it (a copy made by `$extends` keeps its
    /// original's); nil for the root, which every file shares.
    var location: TokenLocation?
}
