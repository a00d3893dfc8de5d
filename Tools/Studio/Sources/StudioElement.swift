import HeadlessUI

/// One node of the element hierarchy as the page shows it: its attributes, where it was
/// drawn, and its visible children. `path` (child indices from the root, `0.2.1`) names it in
/// the page's requests.
public struct StudioElement: Encodable, Equatable {
    /// A box in the picture's points.
    struct Frame: Encodable, Equatable {
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    /// Where the element sits in the tree: child indexes from the root, joined with dots.
    public let path: String
    let role: String
    /// Its accessibility identifier.
    public let id: String?
    let text: String?
    let value: String?
    let placeholder: String?
    let enabled: Bool
    let selected: Bool
    /// The on/off state of a toggle; `nil` for anything else.
    let checked: Bool?
    let focused: Bool
    let frame: Frame?
    /// The elements inside it.
    public let children: [StudioElement]

    /// The tree of `drawn`'s top layer, each node given the frame drawn for it; `nil` for an
    /// empty window.
    static func tree(of drawn: DrawnScreen) -> StudioElement? {
        guard let root = drawn.topNode else { return nil }
        var frames = drawn.outlines
        return element(root, path: "", frames: &frames)
    }

    /// The node at `path` below `root`, or `nil` when the path leads nowhere visible.
    static func node(at path: String, in root: ViewNode) -> ViewNode? {
        var node = root
        for step in path.split(separator: ".", omittingEmptySubsequences: false) where !path.isEmpty {
            guard let index = Int(step) else { return nil }
            let children = node.children.filter { !$0.isHidden }
            guard children.indices.contains(index) else { return nil }
            node = children[index]
        }
        return node
    }

    private static func element(_ node: ViewNode, path: String, frames: inout [DrawnScreen.Outline])
        -> StudioElement
    {
        // A drawn frame belongs to the first node, in reading order, that it describes.
        var frame: Frame?
        if let index = frames.firstIndex(where: {
            $0.role == node.role && $0.identifier == node.identifier && $0.label == node.label
        }) {
            let drawn = frames.remove(at: index).frame
            frame = Frame(x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height)
        }
        let visibleChildren = node.children.filter { !$0.isHidden }
        let children = visibleChildren.enumerated().map { index, child in
            element(child, path: path.isEmpty ? "\(index)" : "\(path).\(index)", frames: &frames)
        }
        return StudioElement(
            path: path, role: node.role.rawValue, id: node.identifier, text: node.label,
            value: node.role == .secureField ? node.value.map(ViewNode.masked) : node.value,
            placeholder: node.placeholder, enabled: node.isEnabled, selected: node.isSelected,
            checked: node.role == .toggle ? node.isSelected : nil, focused: node.isFocused, frame: frame,
            children: children)
    }
}
