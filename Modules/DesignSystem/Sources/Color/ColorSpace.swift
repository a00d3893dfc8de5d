/// The colour spaces of the DTCG Color module, with the range each component may take.
enum ColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The range of one component; `upperOpen` for hues, where 360 is refused.
    struct ComponentRange: Sendable {
        let name: String
        let lower: Double
        let upper: Double
        var upperOpen = false

        func contains(_ value: Double) -> Bool {
            value >= lower && (upperOpen ? value < upper : value <= upper)
        }

        /// `[0, 1]`, `[0, 360)`, `any number`.
        var text: String {
            if lower == -.infinity && upper == .infinity { return "any number" }
            if upper == .infinity { return "at least \(JSONValue.format(lower))" }
            return "[\(JSONValue.format(lower)), \(JSONValue.format(upper))\(upperOpen ? ")" : "]")"
        }
    }

    /// The three components, in order.
    var components: [ComponentRange] {
        let unit = { (name: String) in ComponentRange(name: name, lower: 0, upper: 1) }
        let percent = { (name: String) in ComponentRange(name: name, lower: 0, upper: 100) }
        let hue = ComponentRange(name: "hue", lower: 0, upper: 360, upperOpen: true)
        let axis = { (name: String) in ComponentRange(name: name, lower: -.infinity, upper: .infinity) }
        let chroma = ComponentRange(name: "chroma", lower: 0, upper: .infinity)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [unit("red"), unit("green"), unit("blue")]
        case .hsl: return [hue, percent("saturation"), percent("lightness")]
        case .hwb: return [hue, percent("whiteness"), percent("blackness")]
        case .lab: return [percent("lightness"), axis("a"), axis("b")]
        case .lch: return [percent("lightness"), chroma, hue]
        case .oklab: return [unit("lightness"), axis("a"), axis("b")]
        case .oklch: return [unit("lightness"), chroma, hue]
        case .xyzD65, .xyzD50: return [unit("x"), unit("y"), unit("z")]
        }
    }
}
