import HeadlessUI

extension Components {
    /// A plain text field; `onChange` receives every new value.
    public func textField(
        label: String,
        identifier: String,
        placeholder: String? = nil,
        value: String = "",
        onChange: @escaping @MainActor (String) -> Void
    ) -> ViewNode {
        let field = ViewNode(
            role: .textField, label: label, identifier: identifier, value: value, placeholder: placeholder,
            style: styles.field, onTextChange: onChange)
        // A field holds one line, as UITextField does: what does not fit is cut, on purpose.
        field.allowsTruncation = true
        return field
    }

    /// A secure text field whose value is never shown.
    public func secureField(
        label: String,
        identifier: String,
        placeholder: String? = nil,
        value: String = "",
        onChange: @escaping @MainActor (String) -> Void
    ) -> ViewNode {
        let field = ViewNode(
            role: .secureField, label: label, identifier: identifier, value: value, placeholder: placeholder,
            style: styles.field, onTextChange: onChange)
        // A field holds one line, as UITextField does: what does not fit is cut, on purpose.
        field.allowsTruncation = true
        return field
    }
}
