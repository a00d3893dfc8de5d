import DesignSystem
import HeadlessUI
import Testing

@testable import Components

/// Every value a theme can hand out, so a style value found nowhere here was typed in by hand.
@MainActor
private struct ThemeValues {
    let colors: Set<Color>
    let fonts: Set<Font>
    let lengths: Set<Double>

    init(_ theme: Theme) {
        colors = Set(ColorToken.allCases.map(theme.color))
        fonts = Set(TypographyToken.allCases.map(theme.font))
        lengths = Set(SpacingToken.allCases.map(theme.spacing) + RadiusToken.allCases.map(theme.radius))
    }

    func literals(in node: ViewNode, path: String) -> [String] {
        var found: [String] = []
        let style = node.style
        for (name, color) in [
            ("foreground", style.foreground), ("background", style.background), ("border", style.border),
        ] {
            if let color, !colors.contains(color) { found.append("\(path) \(name) \(color)") }
        }
        if let font = style.font, !fonts.contains(font) { found.append("\(path) font \(font)") }
        for (name, length) in [
            ("cornerRadius", style.cornerRadius), ("padding", style.padding), ("spacing", style.spacing),
        ] {
            if let length, !lengths.contains(length) { found.append("\(path) \(name) \(length)") }
        }
        for (index, child) in node.children.enumerated() {
            found += literals(in: child, path: "\(path)/\(index)")
        }
        return found
    }
}

@MainActor @Test(arguments: Theme.Appearance.allCases)
func everyComponentIsStyledFromTokensOnly(appearance: Theme.Appearance) throws {
    let theme = try DesignTokens.bundled().theme(appearance)
    let values = ThemeValues(theme)
    for entry in ComponentGallery(theme: theme).entries {
        #expect(values.literals(in: entry.node, path: entry.name) == [])
    }
}

@MainActor @Test func everyLeafComponentCarriesAStyle() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    let unstyled = ComponentGallery(theme: theme).entries.filter { $0.node.style == .unstyled }.map(\.name)
    #expect(unstyled == ["navigation-and-tab-bars"])
}

@MainActor @Test func galleryNamesAreUnique() throws {
    let names = ComponentGallery(theme: try DesignTokens.bundled().theme(.light)).entries.map(\.name)
    #expect(Set(names).count == names.count)
}
