/// The screen as the page draws it: the SVG picture and the top layer's element tree.
public struct StudioScreen: Encodable {
    let svg: String
    /// The elements of the top layer.
    public let tree: StudioElement?
}
