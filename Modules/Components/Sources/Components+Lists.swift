import HeadlessUI

extension Components {
    /// One row: a title, an optional subtitle and an accessory; `action` runs on tap, and a row
    /// with an action shows a chevron.
    public func listRow(
        title: String,
        subtitle: String? = nil,
        accessory: RowAccessory = .none,
        identifier: String? = nil,
        action: (@MainActor () -> Void)? = nil
    ) -> ViewNode {
        var children: [ViewNode] = []
        if case let .button(title, identifier, buttonAction) = accessory {
            children.append(
                ViewNode(
                    role: .button, label: title, identifier: identifier, style: styles.rowAccessory,
                    onTap: buttonAction))
        }
        return ViewNode(
            role: .row, label: title, identifier: identifier, value: subtitle, style: styles.row,
            children: children, onTap: action)
    }

    /// A setting that is on or off: its title and a switch, drawn as a switch and never with the
    /// chevron of a row that leads somewhere. Its accessibility value is `on` or `off`; a tap
    /// calls `onToggle` with the new state, and the screen redraws from its view model.
    public func switchRow(
        _ title: String,
        isOn: Bool,
        identifier: String,
        isEnabled: Bool = true,
        onToggle: @escaping @MainActor (Bool) -> Void
    ) -> ViewNode {
        ViewNode(
            role: .toggle, label: title, identifier: identifier, value: isOn ? "on" : "off", isEnabled: isEnabled,
            isSelected: isOn, style: styles.row, onTap: { onToggle(!isOn) })
    }

    /// A list of rows; with `onRefresh`, pulling it down asks for newer content (a refresh
    /// control), as a swipe down on the list does.
    public func list(
        _ rows: [ViewNode], identifier: String? = nil, onRefresh: (@MainActor () -> Void)? = nil,
        onReachEnd: (@MainActor () -> Void)? = nil
    ) -> ViewNode {
        let list = ViewNode(role: .list, identifier: identifier, style: styles.list, children: rows)
        list.onRefresh = onRefresh
        list.onReachEnd = onReachEnd
        return list
    }

    /// A heading above a group of rows.
    public func sectionHeader(_ title: String, identifier: String? = nil) -> ViewNode {
        caption(title, identifier: identifier)
    }
}
