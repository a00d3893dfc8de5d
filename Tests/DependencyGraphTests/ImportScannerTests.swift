import Testing

@testable import DependencyGraph

private func modules(_ source: String, conditions: CompilationConditions = CompilationConditions()) -> [String] {
    ImportScanner(conditions: conditions).imports(in: source).map { $0.path.joined(separator: ".") }
}

@Test func plainImportsAreFoundWithTheirLines() {
    let found = ImportScanner().imports(in: "import Foundation\n\nimport HeadlessUI\n")
    #expect(found.map(\.module) == ["Foundation", "HeadlessUI"])
    #expect(found.map(\.line) == [1, 3])
}

@Test func importsInLineAndBlockCommentsAreSkipped() {
    let source = """
        // import LineComment
        /* import BlockComment /* import Nested */ import StillBlock */
        /// import DocComment
        import Real
        """
    #expect(modules(source) == ["Real"])
}

@Test func importsInStringLiteralsAreSkipped() {
    let source = #"""
        let a = "import Single"
        let b = """
            import MultiLine
            """
        let c = #"import Raw "quoted" \(notInterpolated)"#
        let d = "\("import Interpolated")"
        import Real
        """#
    #expect(modules(source) == ["Real"])
}

@Test func aMultiLineRawStringWithQuotesInsideIsSkipped() {
    let source = ##"""
        let text = #"""
            """ import Hidden
            "#
            """#
        import Real
        """##
    #expect(modules(source) == ["Real"])
}

@Test func onlyTheActiveIfBranchIsRead() {
    let source = """
        #if os(Windows)
        import WinSDK
        #elseif os(Linux)
        import Glibc
        #else
        import Darwin
        #endif
        """
    #expect(modules(source) == ["Glibc"])
}

@Test func nestedInactiveBranchesStayInactive() {
    let source = """
        #if false
        #if true
        import Hidden
        #endif
        #else
        import Shown
        #endif
        """
    #expect(modules(source) == ["Shown"])
}

@Test func canImportFollowsTheImportableModules() {
    let source = "#if canImport(UIKit)\nimport UIKit\n#elseif canImport(HeadlessUI)\nimport HeadlessUI\n#endif"
    #expect(modules(source, conditions: CompilationConditions(importableModules: ["HeadlessUI"])) == ["HeadlessUI"])
}

@Test func flagsAndLogicalOperatorsAreEvaluated() {
    let source =
        "#if DEBUG && !RELEASE || os(Windows)\nimport DebugTools\n#endif\n#if swift(>=5.9)\nimport Modern\n#endif"
    #expect(modules(source) == ["DebugTools", "Modern"])
}

@Test func attributesAndAccessLevelsAreUnderstood() {
    let source = """
        @testable import App
        @_exported import HeadlessUI
        internal import DesignSystem
        @preconcurrency public import Dispatch
        @_spi(Private) import Components
        """
    let found = ImportScanner().imports(in: source)
    #expect(found.map(\.module) == ["App", "HeadlessUI", "DesignSystem", "Dispatch", "Components"])
    #expect(found[0].isTestable)
    #expect(found[1].isExported)
    #expect(found[2].accessLevel == "internal")
    #expect(found[3].attributes == ["preconcurrency"] && found[3].accessLevel == "public")
}

@Test func scopedImportsNameTheModuleAndTheDeclaration() {
    let found = ImportScanner().imports(in: "import struct HeadlessUI.ViewNode\nimport func Glibc.exit")
    #expect(found.map(\.module) == ["HeadlessUI", "Glibc"])
    #expect(found[0].path == ["HeadlessUI", "ViewNode"])
    #expect(found[0].declarationKind == "struct")
}

@Test func theWordImportInsideCodeIsNotAnImport() {
    let source = """
        func run() { let importer = 1; print(importer) }
        let value = object.import
        import Real; let x = 1
        """
    #expect(modules(source) == ["Real"])
}

@Test func anAttributeOnThePreviousLineStillBelongsToTheImport() {
    let found = ImportScanner().imports(in: "@testable\nimport Shell")
    #expect(found.first?.isTestable == true)
}
