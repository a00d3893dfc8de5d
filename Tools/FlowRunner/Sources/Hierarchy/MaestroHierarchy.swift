import HeadlessUI

/// A screen's element tree as Maestro's `hierarchy` command prints an iOS app's: its
/// `TreeNode` JSON, each element's attributes named as Maestro's iOS driver names them
/// (`accessibilityText`, `title`, `value`, `text`, `hintText`, `resource-id`, `bounds`,
/// `enabled`, `focused`, `selected`, `checked`), its `children`, and the flags `enabled`,
/// `focused`, `checked` and `selected` (an iOS element reports no `clickable`), printed as
/// Jackson's pretty printer prints them.
///
/// As on iOS, the root is the application (labelled with its display name, the size of the
/// phone), holding each visible layer's tree; hidden elements are left out, as XCUITest
/// leaves them out.
@MainActor
public enum MaestroHierarchy {
    /// The JSON of `screen`'s hierarchy, for the app named `appName`.
    public static func json(of screen: Screen, appName: String) -> String {
        let layout = DrawnScreen(screen)
        let phone = ElementFrame(x: 0, y: 0, width: SVGRenderer.phoneWidth, height: SVGRenderer.phoneHeight)
        let root = MaestroTreeNode(
            attributes: MaestroTreeNode.attributes(
                label: appName, value: nil, placeholder: nil, identifier: nil, frame: phone, enabled: true,
                focused: false, selected: false, checked: false),
            children: layout.layers.filter { !$0.isHidden }.map { node(for: $0, in: layout) },
            enabled: true, focused: false, checked: false, selected: false)
        var writer = MaestroJSONWriter()
        writer.write(root)
        return writer.text
    }

    private static func node(for node: ViewNode, in layout: DrawnScreen) -> MaestroTreeNode {
        // A secure field's value reads as bullets, as XCUITest reads it.
        let value = node.role == .secureField ? node.value.map { String(repeating: "•", count: $0.count) } : node.value
        let checked = node.role == .toggle && node.isSelected
        return MaestroTreeNode(
            attributes: MaestroTreeNode.attributes(
                label: node.label, value: value, placeholder: node.placeholder, identifier: node.identifier,
                frame: layout.frame(of: node), enabled: node.isEnabled, focused: node.isFocused,
                selected: node.isSelected, checked: checked),
            children: node.children.filter { !$0.isHidden }.map { self.node(for: $0, in: layout) },
            enabled: node.isEnabled, focused: node.isFocused, checked: checked, selected: node.isSelected)
    }
}
