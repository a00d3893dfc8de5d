import DesignSystem
import HeadlessUI
import Testing

@testable import Components

/// Every text a person reads in the gallery, in reading order: titles, labels, subtitles and
/// placeholders. An email address is left out: it is the same in every language.
@MainActor
private func readableTexts(in language: Language) throws -> [String] {
    let theme = try DesignTokens.bundled().theme(.light).speaking(language)
    return ComponentGallery(theme: theme).entries.flatMap { readableTexts(of: $0.node) }
        .filter { !$0.contains("@") && $0.contains(where: \.isLetter) }
}

@MainActor
private func readableTexts(of node: ViewNode) -> [String] {
    guard !node.isHidden else { return [] }
    // A row's value is its subtitle; other values (a password, a tab's symbol) are not read.
    let value = node.role == .row ? node.value : nil
    return [node.label, value, node.placeholder].compactMap { $0 } + node.children.flatMap(readableTexts(of:))
}

@MainActor @Test(arguments: [Language.german, .arabic])
func theGalleryShowsNoEnglishSampleInAnotherLanguage(language: Language) throws {
    let english = try readableTexts(in: .english)
    let translated = Set(try readableTexts(in: language))
    #expect(english.count > 20)
    #expect(english.filter(translated.contains) == [], "still English in \(language.code)")
}

@MainActor @Test func theGallerysBackButtonNamesTheGermanScreenBeforeIt() throws {
    let theme = try DesignTokens.bundled().theme(.light).speaking(.german)
    let bars = try #require(ComponentGallery(theme: theme).entries.first { $0.name == "navigation-and-tab-bars" })
    #expect(TextRenderer().render(bars.node).contains("‹ Start"))
}
