import Testing

@testable import DesignSystem

@Test(arguments: [10, 20, 30])
func eachPointerOfAFanOutIsResolvedOnce(levels: Int) throws {
    let json = PointerFiles.pointerFanOut(levels: levels)
    let document = try JSONReader.read(Array(json.utf8)).get().document
    var tree = TokenTree()
    tree.add(document, file: "pointers.json")
    let pointers = JSONPointerResolver(tree: tree)
    let top = try #require(tree.lookup("l0").flatMap { tree.nodes[$0].value })
    _ = try? pointers.expand(top)
    #expect(pointers.expandedPointers == levels)
}

@Test func aFanOutWithinTheCopyLimitExpandsInFull() throws {
    let json = PointerFiles.pointerFanOut(levels: 10)
    let document = try JSONReader.read(Array(json.utf8)).get().document
    var tree = TokenTree()
    tree.add(document, file: "pointers.json")
    let pointers = JSONPointerResolver(tree: tree)
    let top = try #require(tree.lookup("l0").flatMap { tree.nodes[$0].value })
    let expanded = try pointers.expand(top)
    #expect(expanded.jsonText.components(separatedBy: ":1").count - 1 == 1 << 10)
}
