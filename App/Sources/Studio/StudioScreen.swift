/// The screen as the page draws it: the SVG picture and the top layer's element tree.
struct StudioScreen: Encodable {
    let svg: String
    let tree: StudioElement?
}
