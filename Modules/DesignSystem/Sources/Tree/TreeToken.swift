/// A token as the tree sees it: where it is and what its groups give it.
struct TreeToken: Sendable {
    let node: Int
    let path: String
    /// The nearest enclosing group's `$type`.
    let inheritedType: TokenType?
    /// An enclosing group's `$type` was unusable and was reported there.
    let typeReported: Bool
    /// The token's `$deprecated`, or its nearest group's.
    let deprecation: String?
}
