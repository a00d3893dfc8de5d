/// The resolved look of one node. Every field is optional: `nil` means "inherit or draw
/// nothing", never a hidden default, so a renderer shows exactly what the tokens said.
public struct NodeStyle: Sendable, Hashable {
    /// Text and icon colour.
    public var foreground: Color?
    /// Fill behind the node.
    public var background: Color?
    /// Outline colour.
    public var border: Color?
    /// Text style.
    public var font: Font?
    /// Corner radius in points.
    public var cornerRadius: Double?
    /// Inner padding in points.
    public var padding: Double?
    /// Gap between children in points.
    public var spacing: Double?
    /// The colour of a field's placeholder text; `nil` draws it in the foreground, faded.
    public var placeholder: Color?

    /// Creates a style; omitted fields stay unset.
    public init(
        foreground: Color? = nil,
        background: Color? = nil,
        border: Color? = nil,
        font: Font? = nil,
        cornerRadius: Double? = nil,
        padding: Double? = nil,
        spacing: Double? = nil,
        placeholder: Color? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.border = border
        self.font = font
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.spacing = spacing
        self.placeholder = placeholder
    }

    /// A style with nothing set.
    public static let unstyled = NodeStyle()
}
