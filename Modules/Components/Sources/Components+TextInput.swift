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
        ViewNode(
            role: .textField, label: label, identifier: identifier, value: value, placeholder: placeholder,
            style: styles.field, onTextChange: onChange)
    }

    /// A secure text field whose value is never shown.
    public func secureField(
        label: String,
        identifier: String,
        placeholder: String? = nil,
        value: String = "",
        onChange: @escaping @MainActor (String) -> Void
    ) -> ViewNode {
        ViewNode(
            role: .secureField, label: label, identifier: identifier, value: value, placeholder: placeholder,
            style: styles.field, onTextChange: onChange)
    }
}
