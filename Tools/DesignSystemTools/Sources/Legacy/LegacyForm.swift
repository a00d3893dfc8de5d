import DesignSystem

/// A way of writing a value that design tools used before DTCG 2025.10 and that
/// `App tokens migrate` rewrites into the 2025.10 form without changing what it means.
public enum LegacyForm: String, Sendable, CaseIterable, Hashable {
    /// `"#rrggbb"`, `"#rgb"`, `"#rrggbbaa"` or `"#rgba"` where a colour object is expected.
    case hexColor
    /// A colour object whose `hex` fallback has three digits (`"#fff"`); the format wants six.
    case shortHexFallback
    /// `"16px"` or `"1rem"` where `{"value", "unit"}` is expected.
    case dimensionString
    /// A zero length with no unit (`0`, `"0"`, `"unit": ""`) or in a unit the format lacks
    /// (`0em`): zero is zero in every unit.
    case zeroWithoutUnit
    /// `"200ms"` or `"0.2s"` where `{"value", "unit"}` is expected.
    case durationString
    /// A dimension or duration written as a number, with its unit in a member beside `$value`
    /// (`"$value": "60", "unit": "px"`), where `{"value", "unit"}` is expected.
    case unitBesideValue
    /// A font weight as a name the format does not spell that way (`"Regular"`, `"SemiBold"`)
    /// or as a numeric string (`"600"`).
    case fontWeightName
    /// A member of a typography, shadow, border or transition value written as one of the
    /// string forms above (`"letterSpacing": "0.16px"`).
    case compositeStringPart
    /// A Tokens Studio `$type` (`fontSizes`, `boxShadow`, `borderWidth`, ...) that has a
    /// DTCG type of the same meaning.
    case tokensStudioType
    /// A value in a Tokens Studio form: a unitless number meaning pixels, an opacity or line
    /// height in percent, a shadow with `x`, `y` and `type`.
    case tokensStudioValue

    /// What the form is, for the grouped finding: `hex colour strings ("#rrggbb")`.
    public var title: String {
        switch self {
        case .hexColor: "hex colour strings (\"#rrggbb\")"
        case .shortHexFallback: "3-digit hex fallbacks (\"hex\": \"#fff\")"
        case .dimensionString: "dimension strings (\"16px\", \"1rem\")"
        case .zeroWithoutUnit: "zero lengths without a unit or in one the format lacks (0, 0em)"
        case .durationString: "duration strings (\"200ms\", \"0.2s\")"
        case .unitBesideValue: "numbers with their unit beside $value (\"$value\": \"60\", \"unit\": \"px\")"
        case .fontWeightName: "font weight names or numeric strings (\"Regular\", \"600\")"
        case .compositeStringPart: "composite members written as strings (\"letterSpacing\": \"0.16px\")"
        case .tokensStudioType: "Tokens Studio types (fontSizes, boxShadow, borderWidth, ...)"
        case .tokensStudioValue: "Tokens Studio values (unitless pixels, percentages, x/y shadows)"
        }
    }
}
