import DesignSystem
import Foundation
import HeadlessUI
import Testing

@testable import Components

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor @Test(arguments: Theme.Appearance.allCases)
func everyComponentDrawsAsWellFormedSVG(appearance: Theme.Appearance) throws {
    let theme = try DesignTokens.bundled().theme(appearance)
    for entry in ComponentGallery(theme: theme).entries {
        let svg = SVGRenderer().render(entry.node, background: theme.color(.background))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(
            parser.parse(), "\(entry.name) in \(appearance): \(parser.parserError.map(String.init(describing:)) ?? "")")
    }
}

@MainActor @Test func aComponentPictureUsesTheThemeColours() throws {
    let theme = try DesignTokens.bundled().theme(.dark)
    let button = Components(theme: theme).primaryButton("Log in", identifier: "welcome.login") {}
    let svg = SVGRenderer().render(button)
    #expect(svg.contains("fill=\"\(theme.color(.brand).hexString)\""))
    #expect(svg.contains("fill=\"\(theme.color(.onBrand).hexString)\""))
}
